import { loadavg } from 'node:os'
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
  /** Stop anyway after this many steps. Default 20. */
  maxSteps?: number
  /** CPU ms the server has used so far (its process tree), to report the cost of a request. */
  cpuMs?: () => number | undefined
}

/** One step, with the server's CPU per answered request and the machine's load average. */
export type RateStep = OpenLoopResult & {
  cpuMsPerRequest: number | undefined
  loadAverage: number
}

export type MaxRateResult = {
  name: string
  /** The highest passing step, or undefined when even the first failed. */
  best: RateStep | undefined
  /** The first step that failed (p99 over the limit, an error or a dropped request). */
  failedAt: RateStep | undefined
  steps: RateStep[]
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
  const steps: RateStep[] = []
  const passes = (step: RateStep) =>
    step.p99 < limit &&
    step.failed === 0 &&
    step.dropped === 0 &&
    step.answered >= step.sent &&
    step.throughput >= step.rate * 0.9
  const step = async (rate: number) => {
    const cpuBefore = options.cpuMs?.()
    const loop = await runOpenLoop({
      baseUrl: options.baseUrl,
      rate,
      seconds: options.stepSeconds,
      request: options.request,
      addresses: options.addresses,
    })
    const cpuAfter = options.cpuMs?.()
    const result: RateStep = {
      ...loop,
      cpuMsPerRequest:
        cpuBefore === undefined || cpuAfter === undefined || loop.answered === 0
          ? undefined
          : Math.round(((cpuAfter - cpuBefore) / loop.answered) * 10) / 10,
      loadAverage: Math.round((loadavg()[0] ?? 0) * 10) / 10,
    }
    steps.push(result)
    console.info(
      `[load] ${options.name} @ ${rate}/s: ${result.throughput}/s answered, p50 ${result.p50} ms, p99 ${result.p99} ms, max ${result.max} ms, failed ${result.failed}, dropped ${result.dropped}, server CPU ${result.cpuMsPerRequest ?? '?'} ms/request, load ${result.loadAverage} -> ${passes(result) ? 'holds' : 'over'}`,
    )
    return result
  }
  let best: RateStep | undefined
  let failedAt: RateStep | undefined
  let failedInARow = 0
  let rate = options.startRate
  for (let i = 0; i < (options.maxSteps ?? 20); i++) {
    let result = await step(rate)
    // The machine is shared: a step spoiled by someone else's burst gets one more try.
    if (!passes(result) && options.maxSteps !== 1) result = await step(rate)
    if (passes(result)) {
      best = result
      failedInARow = 0
    } else {
      failedAt ??= result
      failedInARow++
      // A server that no longer keeps up is saturated; otherwise a p99 spoiled by a few slow
      // answers (few samples at a low rate) must repeat at the next rate before the search ends.
      if (result.throughput < result.rate * 0.9 || result.dropped > 0 || failedInARow >= 2) break
    }
    rate = Math.round(rate * factor)
  }
  // The first failure above the highest rate that held.
  failedAt = steps.find((s) => !passes(s) && s.rate > (best?.rate ?? 0)) ?? failedAt
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
