import { type OpenLoopResult, runOpenLoop } from './runOpenLoop'
import type { LoadRequest } from './sendRequest'

export type FindMaxRateOptions = {
  name: string
  baseUrl: string
  request: (i: number) => LoadRequest
  /** The first rate offered, in requests a second. */
  startRate: number
  /** Each next step offers this many times the last passing rate. Default 1.4. */
  factor?: number
  stepSeconds: number
  /** The p99 a step must stay under, in ms. Default 100. */
  p99LimitMs?: number
  addresses: number
  /** Stop anyway after this many steps. Default 14. */
  maxSteps?: number
}

export type MaxRateResult = {
  name: string
  /** The highest passing step, or undefined when even the first failed. */
  best: OpenLoopResult | undefined
  /** The first step that failed (p99 over the limit, an error or a dropped request). */
  failedAt: OpenLoopResult | undefined
  steps: OpenLoopResult[]
}

/**
 * Steps the offered rate up (open loop) until a step's p99 passes `p99LimitMs`, a request fails
 * or the server falls behind; then tries once halfway between the last passing and the failing
 * rate. Reports the highest rate that held.
 *
 * @example
 * const { best } = await findMaxRate({ name: 'balance', baseUrl, request, startRate: 10, stepSeconds: 4, addresses: 32 })
 */
export async function findMaxRate(options: FindMaxRateOptions): Promise<MaxRateResult> {
  const limit = options.p99LimitMs ?? 100
  const factor = options.factor ?? 1.4
  const steps: OpenLoopResult[] = []
  const passes = (step: OpenLoopResult) =>
    step.p99 < limit &&
    step.failed === 0 &&
    step.dropped === 0 &&
    step.answered >= step.sent &&
    step.throughput >= step.rate * 0.9
  const step = async (rate: number) => {
    const result = await runOpenLoop({
      baseUrl: options.baseUrl,
      rate,
      seconds: options.stepSeconds,
      request: options.request,
      addresses: options.addresses,
    })
    steps.push(result)
    console.info(
      `[load] ${options.name} @ ${rate}/s: ${result.throughput}/s answered, p50 ${result.p50} ms, p99 ${result.p99} ms, max ${result.max} ms, failed ${result.failed}, dropped ${result.dropped} -> ${passes(result) ? 'holds' : 'over'}`,
    )
    return result
  }
  let best: OpenLoopResult | undefined
  let failedAt: OpenLoopResult | undefined
  let rate = options.startRate
  for (let i = 0; i < (options.maxSteps ?? 14); i++) {
    let result = await step(rate)
    // The machine is shared: a step spoiled by someone else's burst gets one more try.
    if (!passes(result) && options.maxSteps !== 1) result = await step(rate)
    if (!passes(result)) {
      failedAt = result
      break
    }
    best = result
    rate = Math.round(rate * factor)
  }
  if (best && failedAt) {
    const middle = Math.round((best.rate + failedAt.rate) / 2)
    if (middle > best.rate && middle < failedAt.rate) {
      const result = await step(middle)
      if (passes(result)) best = result
      else failedAt = result
    }
  }
  return { name: options.name, best, failedAt, steps }
}
