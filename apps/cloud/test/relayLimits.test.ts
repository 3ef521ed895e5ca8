import { spawn } from 'node:child_process'
import { connect, type Socket } from 'node:net'
import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { defaultRelayLimits } from '../src/relay/defaultRelayLimits'
import { startRelay } from '../src/relay/startRelay'
import type { Relay, RelayLimits } from '../src/relay/types'
import { connectRelay, newKeys, relayUrlFor } from './support/relayClient'

// Issue 16: the relay's budgets and quotas, by plain websocket clients from several loopback
// addresses (Linux answers for all of 127.0.0.0/8). The flood comes from another process, as an
// attacker's would, so the test's own sending does not stall the relay's event loop.

const projects: Record<string, { allowedOrigins: string[] }> = {
  demo: { allowedOrigins: ['http://127.0.0.1:5173'] },
}
const findProject = async (id: string) => projects[id]
const limits: RelayLimits = {
  ...defaultRelayLimits,
  maxConnectionsPerIp: 3,
  maxBytes: 64 * 1024,
  maxStoredMessagesPerClient: 5,
  maxStoredBytesPerClient: 24 * 1024,
  maxStoredBytesPerIp: 40 * 1024,
}
let relay: Relay

beforeAll(async () => {
  relay = await startRelay({ host: '127.0.0.1', port: 0, findProject, limits })
})
afterAll(() => relay?.stop())

const quota = (reason: string) => ({
  code: -32000,
  message: 'Relay quota exceeded',
  data: { reason },
})

/** The HTTP status of a refused upgrade, or 101 when the socket opened. */
function upgradeStatus(base: string, localAddress: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(relayUrlFor(base, newKeys()), { localAddress })
    socket.once('open', () => {
      socket.close()
      resolve(101)
    })
    socket.once('unexpected-response', (_, response) => resolve(response.statusCode ?? 0))
    socket.once('error', reject)
  })
}

describe('relay limits', () => {
  it('caps the sockets one IP address holds (HTTP 429 at the upgrade); others connect', async () => {
    const held = await Promise.all(
      [1, 2, 3].map(() => connectRelay(relay.url, newKeys(), { localAddress: '127.0.0.20' })),
    )
    expect(await upgradeStatus(relay.url, '127.0.0.20')).toBe(429)
    expect(await upgradeStatus(relay.url, '127.0.0.21')).toBe(101)
    await held[0]?.close()
    await new Promise((done) => setTimeout(done, 50))
    const again = await connectRelay(relay.url, newKeys(), { localAddress: '127.0.0.20' })
    await Promise.all([again.close(), held[1]?.close(), held[2]?.close()])
  })

  it('a handshake that drips its headers is closed at the deadline, and counts toward the cap while it drips', async () => {
    const own = await startRelay({
      host: '127.0.0.1',
      port: 0,
      findProject,
      limits,
      headersTimeoutMs: 500,
    })
    const port = Number(new URL(own.url).port)
    const drip = (): Promise<Socket> =>
      new Promise((resolve, reject) => {
        const socket = connect({ host: '127.0.0.1', port, localAddress: '127.0.0.22' }, () => {
          socket.write('GET /?projectId=demo HTTP/1.1\r\nHost: relay\r\n')
          resolve(socket)
        })
        socket.on('error', reject)
      })
    try {
      const dripping = await Promise.all([drip(), drip(), drip()])
      const closed = dripping.map(
        (socket) =>
          new Promise<string>((resolve) => {
            let answer = ''
            socket.on('data', (chunk) => {
              answer += chunk.toString()
            })
            socket.once('close', () => resolve(answer))
          }),
      )
      // Three unfinished handshakes hold the address's three places: a fourth socket is refused.
      expect(await upgradeStatus(own.url, '127.0.0.22')).toBe(429)
      // The deadline passes: each is answered 408 and closed, and the address may connect again.
      for (const answer of await Promise.all(closed)) expect(answer).toMatch(/^HTTP\/1\.1 408/)
      const open = await connectRelay(own.url, newKeys(), { localAddress: '127.0.0.22' })
      // An open websocket is past the handshake's deadline: it stays up.
      await new Promise((done) => setTimeout(done, 1_000))
      expect(open.socket.readyState).toBe(WebSocket.OPEN)
      await open.close()
    } finally {
      await own.stop()
    }
  })

  it('10,000 topics in one subscribe are refused whole; 1,000 fit', async () => {
    const client = await connectRelay(relay.url, newKeys(), { localAddress: '127.0.0.22' })
    const topics = Array.from({ length: 10_000 }, (_, i) => `topic${i}`)
    expect((await client.answer('irn_batchSubscribe', { topics })).error).toEqual(
      quota('1000 subscriptions per socket'),
    )
    const fit = await client.call('irn_batchSubscribe', { topics: topics.slice(0, 1_000) })
    expect(fit).toHaveLength(1_000)
    expect((await client.answer('irn_subscribe', { topic: 'one-more' })).error).toEqual(
      quota('1000 subscriptions per socket'),
    )
    expect((await client.answer('irn_batchFetchMessages', { topics })).error).toEqual(
      quota('1000 topics per fetch'),
    )
    await client.close()
  })

  it('holds the quotas of a client and of an address, and the global byte budget; expired messages free them', async () => {
    const kb = (n: number, tag: string) => tag.padEnd(n * 1024, 'x')
    const alice = await connectRelay(relay.url, newKeys(), { localAddress: '127.0.0.23' })
    for (let i = 0; i < 5; i++)
      expect(await alice.call('irn_publish', { topic: `a${i}`, message: `m${i}`, ttl: 1 })).toBe(
        true,
      )
    expect(
      (await alice.answer('irn_publish', { topic: 'a9', message: 'm9', ttl: 300 })).error,
    ).toEqual(quota('quota: 5 kept messages per client'))
    // Bytes per client: 24 KiB.
    const bob = await connectRelay(relay.url, newKeys(), { localAddress: '127.0.0.24' })
    expect(await bob.call('irn_publish', { topic: 'b0', message: kb(20, 'b0'), ttl: 300 })).toBe(
      true,
    )
    expect(
      (await bob.answer('irn_publish', { topic: 'b1', message: kb(8, 'b1'), ttl: 300 })).error,
    ).toEqual(quota(`quota: ${24 * 1024} kept bytes per client`))
    // Bytes per address: a second client on Bob's address shares its 40 KiB.
    const bob2 = await connectRelay(relay.url, newKeys(), { localAddress: '127.0.0.24' })
    expect(await bob2.call('irn_publish', { topic: 'c0', message: kb(18, 'c0'), ttl: 300 })).toBe(
      true,
    )
    expect(
      (await bob2.answer('irn_publish', { topic: 'c1', message: kb(4, 'c1'), ttl: 300 })).error,
    ).toEqual(quota(`quota: ${40 * 1024} kept bytes per IP address`))
    // The global budget (64 KiB, 38 KiB used): a third address gets what is left, then no more.
    const carol = await connectRelay(relay.url, newKeys(), { localAddress: '127.0.0.25' })
    expect(await carol.call('irn_publish', { topic: 'd0', message: kb(20, 'd0'), ttl: 300 })).toBe(
      true,
    )
    expect(
      (await carol.answer('irn_publish', { topic: 'd1', message: kb(8, 'd1'), ttl: 300 })).error,
    ).toEqual(quota(`relay full: byte budget of ${64 * 1024}`))
    // Nothing kept was dropped to make room.
    // (Alice's 10 bytes may have been swept already: their ttl is 1 s.)
    expect(relay.bytes()).toBeGreaterThanOrEqual(58 * 1024)
    expect(relay.bytes()).toBeLessThanOrEqual(58 * 1024 + 10)
    // Alice's messages pass their 1 s ttl: not delivered any more, and her quota is free again.
    await new Promise((done) => setTimeout(done, 1_100))
    const late = await connectRelay(relay.url, newKeys(), { localAddress: '127.0.0.26' })
    await late.call('irn_subscribe', { topic: 'a0' })
    expect(await late.call('irn_batchFetchMessages', { topics: ['a0'] })).toEqual({
      messages: [],
      hasMore: false,
    })
    expect(await alice.call('irn_publish', { topic: 'a9', message: 'm9', ttl: 1 })).toBe(true)
    await Promise.all([alice, bob, bob2, carol, late].map((c) => c.close()))
  })

  it("a flood from one client does not delay another client's delivery", async () => {
    // Its own relay with the production defaults (the flood must meet the real numbers).
    const own = await startRelay({ host: '127.0.0.1', port: 0, findProject })
    try {
      const sender = await connectRelay(own.url, newKeys(), { localAddress: '127.0.0.30' })
      const reader = await connectRelay(own.url, newKeys(), { localAddress: '127.0.0.31' })
      await reader.call('irn_subscribe', { topic: 'fair' })
      const received = new Map<string, number>()
      reader.onFrame((frame) => {
        if (frame.method !== 'irn_subscription') return
        const data = (frame.params as { data: { message: string } }).data
        received.set(data.message, performance.now())
        reader.ack(frame.id)
      })
      const latencies = async (label: string, count: number) => {
        const sentAt = new Map<string, number>()
        for (let i = 0; i < count; i++) {
          const message = `${label}-${i}`
          sentAt.set(message, performance.now())
          sender.socket.send(
            JSON.stringify({
              id: i + 1,
              jsonrpc: '2.0',
              method: 'irn_publish',
              params: { topic: 'fair', message, ttl: 300 },
            }),
          )
          await new Promise((done) => setTimeout(done, 20))
        }
        await new Promise((done) => setTimeout(done, 300))
        return [...sentAt].map(([message, at]) => (received.get(message) ?? Number.NaN) - at)
      }
      const quiet = await latencies('quiet', 40)

      const flood = startFlood(own.url)
      await flood.started
      const flooded = await latencies('flood', 100)
      const report = await flood.stop()

      const p95 = (values: number[]) =>
        [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.95)] as number
      console.info(
        `relay delivery p95: ${p95(quiet).toFixed(1)} ms quiet, ${p95(flooded).toFixed(1)} ms under a flood; ` +
          `the flooder sent ${report.sent} frames of 16 KiB, ${report.accepted} accepted, ${report.refused} refused with -32005, closed: ${report.closeCode}`,
      )
      // Every message arrived, and none waited behind the flood: a reader queued behind 16 KiB
      // frames waits seconds. The bound is 1 s (or 5 times the quiet p95) because this suite
      // shares two cores with the e2e suites in CI: 11 ms was seen when quiet, 110 ms at load
      // average 17, and one CI run failed the earlier 250 ms bound.
      expect(flooded.every(Number.isFinite)).toBe(true)
      expect(p95(flooded)).toBeLessThan(Math.max(1_000, 5 * p95(quiet)))
      // The flood was real and was held: most of it refused, or the socket closed for it.
      expect(report.sent).toBeGreaterThan(defaultRelayLimits.framesPerSocket.burst)
      expect(report.refused > 0 || report.closeCode === 1008).toBe(true)
      await Promise.all([sender.close(), reader.close()])
    } finally {
      await own.stop()
    }
  })
})

/** A client in its own process that publishes 16 KiB frames as fast as its socket takes them. */
function startFlood(base: string) {
  const url = relayUrlFor(base, newKeys())
  const script = `
    import { WebSocket } from 'ws'
    const socket = new WebSocket(process.env.URL, { localAddress: '127.0.0.40' })
    const body = 'f'.repeat(16 * 1024)
    let sent = 0, accepted = 0, refused = 0, closeCode = null, running = true
    socket.on('message', (data) => {
      const text = data.toString()
      if (text.includes('-32005')) refused++
      else if (text.includes('"result":true')) accepted++
    })
    socket.on('close', (code) => { closeCode = code; running = false })
    socket.on('open', () => {
      process.stdout.write('open\\n')
      const pump = () => {
        // Keep a few MB queued: as fast as the relay reads, no faster than memory allows.
        while (running && socket.bufferedAmount < 4 * 1024 * 1024) {
          sent++
          socket.send('{"id":' + sent + ',"jsonrpc":"2.0","method":"irn_publish","params":{"topic":"flood' + sent + '","message":"' + body + sent + '","ttl":300}}')
        }
        if (running) setImmediate(pump)
      }
      pump()
    })
    process.on('message', () => {
      running = false
      process.send({ sent, accepted, refused, closeCode }, () => process.exit(0))
    })
  `
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    cwd: dirname(dirname(fileURLToPath(import.meta.url))),
    env: { ...process.env, URL: url },
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  })
  const started = new Promise<void>((resolve, reject) => {
    child.stdout?.once('data', () => resolve())
    child.once('exit', (code) => reject(new Error(`the flooder exited with ${code}`)))
  })
  return {
    started,
    stop: () =>
      new Promise<{ sent: number; accepted: number; refused: number; closeCode: number | null }>(
        (resolve) => {
          child.once('message', (report) => resolve(report as never))
          child.send('stop')
        },
      ),
  }
}
