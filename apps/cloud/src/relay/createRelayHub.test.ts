import { describe, expect, it } from 'vitest'
import { createRelayHub } from './createRelayHub'
import { defaultRelayLimits } from './defaultRelayLimits'

// The hub without a transport: what a publish costs, and the window of unacknowledged pushes.

const frame = (id: number, method: string, params: object) =>
  JSON.stringify({ id, jsonrpc: '2.0', method, params })

describe('createRelayHub', () => {
  it('a publish costs the same whether the relay holds 1 topic or 20,000, full or not', () => {
    const timePublishes = (heldTopics: number, maxMessages = 30_000) => {
      const hub = createRelayHub({
        ...defaultRelayLimits,
        maxMessages,
        maxStoredMessagesPerClient: 1e9,
      })
      const peer = hub.join('did:key:zFiller', () => undefined, '10.0.0.1')
      for (let i = 0; i < heldTopics; i++)
        peer.receive(frame(i, 'irn_publish', { topic: `held${i}`, message: `m${i}`, ttl: 300 }))
      const publisher = hub.join('did:key:zTimed', () => undefined, '10.0.0.2')
      const started = performance.now()
      for (let i = 0; i < 2_000; i++)
        publisher.receive(frame(i, 'irn_publish', { topic: `new${i}`, message: `n${i}`, ttl: 300 }))
      return performance.now() - started
    }
    timePublishes(1) // warm-up
    const few = Math.min(timePublishes(1), timePublishes(1))
    const many = Math.min(timePublishes(20_000), timePublishes(20_000))
    const full = Math.min(timePublishes(20_000, 20_000), timePublishes(20_000, 20_000))
    console.info(
      `2,000 publishes: ${few.toFixed(1)} ms beside 1 topic, ${many.toFixed(1)} ms beside 20,000, ${full.toFixed(1)} ms refused by a full relay of 20,000`,
    )
    // Generous against a shared machine's noise; a scan of every topic per publish is ~20,000x.
    expect(many).toBeLessThan(few * 4 + 20)
    expect(full).toBeLessThan(few * 4 + 20)
  })

  it('a client that never acknowledges holds a window of pushes; the rest follow acknowledgements', () => {
    const hub = createRelayHub({ ...defaultRelayLimits, maxInflightPerSocket: 3 })
    const sent: { id: string; message: string }[] = []
    const reader = hub.join(
      'did:key:zReader',
      (text) => {
        const parsed = JSON.parse(text.replace(/"id":(\d+)/, '"id":"$1"'))
        if (parsed.method === 'irn_subscription')
          sent.push({ id: parsed.id, message: parsed.params.data.message })
      },
      '10.0.0.3',
    )
    reader.receive(frame(1, 'irn_subscribe', { topic: 'tt' }))
    const writer = hub.join('did:key:zWriter', () => undefined, '10.0.0.4')
    for (let i = 0; i < 10; i++)
      writer.receive(frame(i, 'irn_publish', { topic: 'tt', message: `m${i}`, ttl: 300 }))
    expect(sent.map((s) => s.message)).toEqual(['m0', 'm1', 'm2'])
    reader.receive(JSON.stringify({ id: Number(sent[0]?.id), jsonrpc: '2.0', result: true }))
    expect(sent.map((s) => s.message)).toEqual(['m0', 'm1', 'm2', 'm3'])
  })
})
