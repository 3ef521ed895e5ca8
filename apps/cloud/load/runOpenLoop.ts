import { Agent } from 'node:http'
import { loopbackAddress } from './loopbackAddress'
import { type LoadRequest, sendRequest } from './sendRequest'

export type OpenLoopOptions = {
  baseUrl: string
  /** Requests a second offered, whatever the answers' pace (open loop). */
  rate: number
  seconds: number
  /** Request number `i` (rotating accounts, pages, methods). */
  request: (i: number) => LoadRequest
  /** Source addresses the requests rotate over (one keep-alive agent each). */
  addresses: number
  /** Requests waiting for an answer past which the step is abandoned as overloaded. */
  maxOutstanding?: number
}

export type OpenLoopResult = {
  rate: number
  sent: number
  answered: number
  failed: number
  /** Answers per second over the step. */
  throughput: number
  p50: number
  p99: number
  max: number
  /** Requests never sent because too many were waiting. */
  dropped: number
}

/**
 * Offers `rate` requests a second for `seconds`, each sent at its scheduled time whether or not
 * earlier ones were answered, and times each from that scheduled time (so a stalled server is
 * not hidden by a client that waits for it). Latencies are in milliseconds.
 *
 * @example
 * const step = await runOpenLoop({ baseUrl, rate: 50, seconds: 4, addresses: 16, request })
 */
export async function runOpenLoop(options: OpenLoopOptions): Promise<OpenLoopResult> {
  const base = new URL(options.baseUrl)
  const agents = Array.from(
    { length: options.addresses },
    (_, i) => new Agent({ keepAlive: true, maxSockets: 32, localAddress: loopbackAddress(i) }),
  )
  const maxOutstanding = options.maxOutstanding ?? 1_000
  const total = Math.round(options.rate * options.seconds)
  const latencies: number[] = []
  const pending: Promise<void>[] = []
  let failed = 0
  let dropped = 0
  let outstanding = 0
  const started = performance.now()
  for (let i = 0; i < total; i++) {
    const due = started + (i * 1000) / options.rate
    const wait = due - performance.now()
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait))
    if (outstanding >= maxOutstanding) {
      dropped++
      continue
    }
    outstanding++
    const agent = agents[i % agents.length] as Agent
    pending.push(
      sendRequest(agent, base, options.request(i)).then(({ ok }) => {
        outstanding--
        latencies.push(performance.now() - due)
        if (!ok) failed++
      }),
    )
  }
  await Promise.all(pending)
  const seconds = (performance.now() - started) / 1000
  for (const agent of agents) agent.destroy()
  latencies.sort((a, b) => a - b)
  const at = (q: number) =>
    round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0)
  return {
    rate: options.rate,
    sent: total - dropped,
    answered: latencies.length,
    failed,
    // Over the step's length at least: a short step's last answer may come before its end.
    throughput: round(latencies.length / Math.max(seconds, options.seconds)),
    p50: at(0.5),
    p99: at(0.99),
    max: round(latencies.at(-1) ?? 0),
    dropped,
  }
}

function round(value: number): number {
  return Math.round(value * 10) / 10
}
