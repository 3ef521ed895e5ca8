import { randomBytes } from 'node:crypto'
import { loadavg } from 'node:os'
import { WebSocket } from 'ws'
import { newKeys, relayUrlFor } from '../test/support/relayClient'
import { loopbackAddress } from './loopbackAddress'

export type FindMaxRelayPairsOptions = {
  relayUrl: string
  projectId: string
  /** Messages a second each client publishes to its partner. */
  ratePerClient: number
  /** The ttl of each message, in seconds (the relay keeps a message this long, delivered or not). */
  ttlSeconds: number
  /** Bytes of each message (a WalletConnect envelope is a few hundred). */
  messageBytes: number
  startPairs: number
  /** Each next step has this many times the pairs. Default 1.5. */
  factor?: number
  maxPairs: number
  stepSeconds: number
  /** The delivery p99 a step must stay under, in ms. Default 100. */
  p99LimitMs?: number
  /** Clients that share one loopback source address. Default 10. */
  clientsPerAddress?: number
  /** CPU ms the relay's process has used so far, to report the cost of a message. */
  cpuMs?: () => number | undefined
}

export type RelayStep = {
  pairs: number
  /** Publishes sent in the step, and those the relay acknowledged or refused. */
  published: number
  acknowledged: number
  refused: number
  /** Pushes received (and acknowledged) by the partners, a second. */
  delivered: number
  throughput: number
  p50: number
  p99: number
  max: number
  connectFailures: number
  refusal: string | undefined
  /** The relay process's CPU per delivered message (publish, push and both answers). */
  cpuMsPerMessage: number | undefined
  loadAverage: number
}

export type MaxRelayPairsResult = {
  best: RelayStep | undefined
  failedAt: RelayStep | undefined
  steps: RelayStep[]
}

type Client = { socket: WebSocket; timer?: NodeJS.Timeout }

/**
 * Grows the number of paired relay clients (two websocket clients speaking the relay protocol:
 * each subscribes to its own topic and publishes to its partner's with `irn_publish`,
 * acknowledging every push) until the delivery p99 (publish sent to push received) passes the
 * limit at two sizes in a row (each measured twice), the relay refuses something, or clients no
 * longer connect. Reports messages delivered
 * a second at each size.
 *
 * @example
 * const { best } = await findMaxRelayPairs({ relayUrl, projectId, ratePerClient: 10, ttlSeconds: 5, messageBytes: 512, startPairs: 10, maxPairs: 2000, stepSeconds: 5 })
 */
export async function findMaxRelayPairs(
  options: FindMaxRelayPairsOptions,
): Promise<MaxRelayPairsResult> {
  const limit = options.p99LimitMs ?? 100
  const perAddress = options.clientsPerAddress ?? 10
  const clients: Client[] = []
  const latencies: number[] = []
  const window = { measuring: false, published: 0, acknowledged: 0, refused: 0, delivered: 0 }
  let refusal: string | undefined
  let connectFailures = 0
  const padding = randomBytes(options.messageBytes)
    .toString('base64')
    .slice(0, options.messageBytes)

  const connect = async (index: number, topic: string, peerTopic: string) => {
    const socket = new WebSocket(
      relayUrlFor(options.relayUrl, newKeys(), { projectId: options.projectId }),
      {
        localAddress: loopbackAddress(10_000 + Math.floor(index / perAddress)),
      },
    )
    // A relay that does not let a client in (or answer its subscribe) within 10 s counts as one
    // that no longer takes clients.
    const opened = await new Promise<boolean>((resolve) => {
      socket.once('open', () => resolve(true))
      socket.once('error', () => resolve(false))
      socket.once('close', () => resolve(false))
      setTimeout(() => resolve(false), 10_000).unref()
    })
    if (!opened) {
      connectFailures++
      socket.terminate()
      return
    }
    let subscribed: (() => void) | undefined
    socket.on('message', (data) => {
      const frame = JSON.parse(data.toString()) as {
        id: number
        method?: string
        params?: { data: { message: string } }
        result?: unknown
        error?: { message: string; data?: { reason?: string } }
      }
      if (frame.method === 'irn_subscription') {
        socket.send(JSON.stringify({ id: frame.id, jsonrpc: '2.0', result: true }))
        const message = frame.params?.data.message ?? ''
        const sentAt = Number(message.slice(0, message.indexOf('|')))
        if (window.measuring) {
          window.delivered++
          latencies.push(performance.now() - sentAt)
        }
        return
      }
      if (frame.id === 0) return subscribed?.()
      if (!window.measuring) return
      if (frame.result === true) window.acknowledged++
      else {
        window.refused++
        refusal ??= `${frame.error?.message} ${frame.error?.data?.reason ?? ''}`.trim()
      }
    })
    socket.on('error', () => undefined)
    const ready = new Promise<boolean>((resolve) => {
      subscribed = () => resolve(true)
      socket.once('close', () => resolve(false))
      setTimeout(() => resolve(false), 10_000).unref()
    })
    socket.send(
      JSON.stringify({ id: 0, jsonrpc: '2.0', method: 'irn_subscribe', params: { topic } }),
    )
    if (!(await ready)) {
      connectFailures++
      socket.terminate()
      return
    }
    const client: Client = { socket }
    clients.push(client)
    let id = 1
    const publish = () => {
      if (socket.readyState !== socket.OPEN) return
      if (window.measuring) window.published++
      const params = {
        topic: peerTopic,
        message: `${performance.now()}|${padding}`,
        ttl: options.ttlSeconds,
      }
      socket.send(JSON.stringify({ id: id++, jsonrpc: '2.0', method: 'irn_publish', params }))
    }
    // Each client starts at its own moment, so the publishes spread over the interval.
    setTimeout(
      () => {
        if (socket.readyState === socket.OPEN)
          client.timer = setInterval(publish, 1000 / options.ratePerClient)
      },
      Math.random() * (1000 / options.ratePerClient),
    )
  }

  const holds = (step: RelayStep) =>
    step.p99 < limit &&
    step.refused === 0 &&
    step.connectFailures === 0 &&
    step.delivered >= step.published * 0.95
  const measureStep = async (pairs: number): Promise<RelayStep> => {
    latencies.length = 0
    Object.assign(window, {
      measuring: true,
      published: 0,
      acknowledged: 0,
      refused: 0,
      delivered: 0,
    })
    refusal = undefined
    const cpuBefore = options.cpuMs?.()
    const started = performance.now()
    await new Promise((resolve) => setTimeout(resolve, options.stepSeconds * 1000))
    window.measuring = false
    const seconds = (performance.now() - started) / 1000
    const cpuAfter = options.cpuMs?.()
    latencies.sort((a, b) => a - b)
    const at = (q: number) =>
      round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0)
    const step: RelayStep = {
      pairs,
      published: window.published,
      acknowledged: window.acknowledged,
      refused: window.refused,
      delivered: window.delivered,
      throughput: round(window.delivered / seconds),
      p50: at(0.5),
      p99: at(0.99),
      max: round(latencies.at(-1) ?? 0),
      connectFailures,
      refusal,
      cpuMsPerMessage:
        cpuBefore === undefined || cpuAfter === undefined || window.delivered === 0
          ? undefined
          : Math.round(((cpuAfter - cpuBefore) / window.delivered) * 100) / 100,
      loadAverage: Math.round((loadavg()[0] ?? 0) * 10) / 10,
    }
    console.info(
      `[load] relay ${pairs} pairs (${clients.length} sockets): ${step.published} published, ${step.acknowledged} acknowledged, ${step.refused} refused${refusal ? ` (${refusal})` : ''}, ${step.delivered} delivered = ${step.throughput}/s, p50 ${step.p50} ms, p99 ${step.p99} ms, max ${step.max} ms, connect failures ${connectFailures}, relay CPU ${step.cpuMsPerMessage ?? '?'} ms/message, load ${step.loadAverage} -> ${holds(step) ? 'holds' : 'over'}`,
    )
    return step
  }

  const steps: RelayStep[] = []
  let best: RelayStep | undefined
  let failedAt: RelayStep | undefined
  let failedInARow = 0
  let pairs = options.startPairs
  let connected = 0
  while (pairs <= options.maxPairs) {
    // Connect the new pairs, 25 at a time.
    for (let p = connected; p < pairs; p += 25) {
      const batch: Promise<void>[] = []
      for (let q = p; q < Math.min(pairs, p + 25); q++) {
        const a = randomBytes(32).toString('hex')
        const b = randomBytes(32).toString('hex')
        batch.push(connect(2 * q, a, b), connect(2 * q + 1, b, a))
      }
      await Promise.all(batch)
    }
    connected = pairs
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    // A step that fails is measured once more before it counts: the machine may be shared.
    let step = await measureStep(pairs)
    if (!holds(step)) step = await measureStep(pairs)
    steps.push(step)
    if (holds(step)) {
      best = step
      failedInARow = 0
    } else {
      failedAt ??= step
      failedInARow++
      // Refusals and failed connections are the relay's limits: final. A p99 a little over the
      // limit must repeat at the next size before the search ends (the machine may be shared).
      // A p99 ten times the limit is a relay (or a load generator) that no longer keeps up.
      if (step.refused > 0 || step.connectFailures > 0 || step.p99 > 10 * limit) break
      if (failedInARow >= 2) break
    }
    pairs = Math.round(pairs * (options.factor ?? 1.5))
  }
  failedAt = steps.find((s) => !holds(s) && s.pairs > (best?.pairs ?? 0)) ?? failedAt
  for (const client of clients) {
    clearInterval(client.timer)
    client.socket.terminate()
  }
  return { best, failedAt, steps }
}

function round(value: number): number {
  return Math.round(value * 10) / 10
}
