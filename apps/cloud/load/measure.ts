import { Agent } from 'node:http'
import { getStatus } from './getStatus'

export type PhaseResult = {
  name: string
  requests: number
  errors: number
  seconds: number
  throughput: number
  p50: number
  p99: number
  max: number
}

export type PhaseOptions = {
  name: string
  /** Concurrent keep-alive connections. */
  connections: number
  /** The phase stops at whichever comes first. */
  maxRequests: number
  maxSeconds: number
  /** The path of request number `i` (rotating accounts, pages, ...). */
  path: (i: number) => string
  baseUrl: string
}

/**
 * Drives GET requests over `connections` keep-alive sockets until `maxRequests` or `maxSeconds`,
 * and reports throughput and latency percentiles (ms). A non-200 answer counts as an error.
 */
export async function measure(options: PhaseOptions): Promise<PhaseResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: options.connections })
  const base = new URL(options.baseUrl)
  const latencies: number[] = []
  let errors = 0
  let issued = 0
  const started = performance.now()
  const deadline = started + options.maxSeconds * 1000
  const worker = async () => {
    while (issued < options.maxRequests && performance.now() < deadline) {
      const i = issued++
      const t0 = performance.now()
      const status = await getStatus(agent, base, options.path(i))
      latencies.push(performance.now() - t0)
      if (status !== 200) errors++
    }
  }
  await Promise.all(Array.from({ length: options.connections }, worker))
  const seconds = (performance.now() - started) / 1000
  agent.destroy()
  latencies.sort((a, b) => a - b)
  const at = (q: number) =>
    round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0)
  return {
    name: options.name,
    requests: latencies.length,
    errors,
    seconds: round(seconds),
    throughput: round(latencies.length / seconds),
    p50: at(0.5),
    p99: at(0.99),
    max: round(latencies.at(-1) ?? 0),
  }
}

function round(value: number): number {
  return Math.round(value * 10) / 10
}
