import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { startRelay } from '../src/relay/startRelay'
import type { Relay } from '../src/relay/types'
import {
  closeOf as closeOfAt,
  connectRelay,
  type Keys,
  newKeys,
  type RelayUrlOptions,
  sha256,
} from './support/relayClient'

// The relay's wire rules, seen by plain websocket clients that speak the protocol by hand (the
// SDK's behaviour is covered by relay.test.ts). The project table is a two-entry lookup here.

const projects: Record<string, { allowedOrigins: string[] }> = {
  demo: { allowedOrigins: ['http://127.0.0.1:5173'] },
}
let relay: Relay

beforeAll(async () => {
  relay = await startRelay({
    host: '127.0.0.1',
    port: 0,
    findProject: async (id) => projects[id],
    pingIntervalMs: 100,
  })
})
afterAll(() => relay?.stop())

describe('relay protocol', () => {
  it('replays a kept message to a late subscriber, never to its publisher, until acknowledged', async () => {
    const alice = await connect()
    const bob = await connect()
    await alice.call('irn_subscribe', { topic: 'aa01' })
    expect(await alice.call('irn_publish', { topic: 'aa01', message: 'hello', ttl: 300 })).toBe(
      true,
    )

    const subId = await bob.call('irn_subscribe', { topic: 'aa01' })
    expect(subId).toBe(sha256(`aa01${bob.clientId}`))
    const push = await bob.next('irn_subscription')
    expect(push.params).toMatchObject({
      id: subId,
      data: { topic: 'aa01', message: 'hello', publishedAt: expect.any(Number) },
    })

    // Bob drops without acknowledging: his next connection gets it again.
    await bob.close()
    const bob2 = await connect(bob.keys)
    await bob2.call('irn_batchSubscribe', { topics: ['aa01'] })
    const again = await bob2.next('irn_subscription')
    bob2.ack(again.id)
    await bob2.close()
    const bob3 = await connect(bob.keys)
    await bob3.call('irn_subscribe', { topic: 'aa01' })
    const fetched = await bob3.call('irn_batchFetchMessages', { topics: ['aa01'] })
    expect(fetched).toEqual({ messages: [], hasMore: false })

    // Alice, the publisher, was subscribed all along and got nothing.
    await alice.call('irn_unsubscribe', { topic: 'aa01', id: 'x' })
    expect(alice.pushes).toEqual([])
    await Promise.all([alice.close(), bob3.close()])
  })

  it('hands the messages of wc_proposeSession and wc_approveSession to the other side', async () => {
    const dapp = await connect()
    const wallet = await connect()
    await dapp.call('wc_proposeSession', {
      pairingTopic: 'p1',
      sessionProposal: 'proposal',
      ttl: 300,
    })
    await wallet.call('irn_subscribe', { topic: 'p1' })
    expect((await wallet.next('irn_subscription')).params).toMatchObject({
      data: { topic: 'p1', message: 'proposal' },
    })
    await wallet.call('wc_approveSession', {
      sessionTopic: 's1',
      pairingTopic: 'p1',
      sessionProposalResponse: 'response',
      sessionSettlementRequest: 'settle',
      ttl: 300,
    })
    // The relay subscribed the dapp to the pairing topic for it.
    expect((await dapp.next('irn_subscription')).params).toMatchObject({
      id: sha256(`p1${dapp.clientId}`),
      data: { topic: 'p1', message: 'response' },
    })
    const fetched = await dapp.call('irn_batchFetchMessages', { topics: ['s1'] })
    expect(fetched).toMatchObject({ messages: [{ topic: 's1', message: 'settle' }] })
    await Promise.all([dapp.close(), wallet.close()])
  })

  it('answers with the exact big id, and errors for unknown methods and bad params', async () => {
    const client = await connect()
    const big = '1732251234567890123'
    client.socket.send(
      `{"id":${big},"jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":"bb"}}`,
    )
    expect(await client.rawAnswer()).toContain(`"id":${big},`)
    expect(await client.call('irn_nope', {}).catch((e: Error) => e.message)).toBe(
      'Method not found',
    )
    expect(await client.call('irn_publish', { topic: 'bb' }).catch((e: Error) => e.message)).toBe(
      'Invalid params',
    )
    await client.close()
  })

  it('pings each socket', async () => {
    const client = await connect()
    await new Promise((resolve) => client.socket.once('ping', resolve))
    await client.close()
  })

  it('drops a message when its ttl has passed, on the sweep timer', async () => {
    const short = await startRelay({
      host: '127.0.0.1',
      port: 0,
      findProject: async (id) => projects[id],
      sweepIntervalMs: 50,
    })
    try {
      const client = await connect(newKeys(), short.url)
      await client.call('irn_publish', { topic: 'cc', message: 'brief', ttl: 1 })
      expect(short.size()).toBe(1)
      while (short.size() > 0) await new Promise((resolve) => setTimeout(resolve, 50))
      const late = await connect(newKeys(), short.url)
      await late.call('irn_subscribe', { topic: 'cc' })
      expect(await late.call('irn_batchFetchMessages', { topics: ['cc'] })).toEqual({
        messages: [],
        hasMore: false,
      })
      await Promise.all([client.close(), late.close()])
    } finally {
      await short.stop()
    }
  })

  it('closes its sockets (1001) and frees the port on stop', async () => {
    const other = await startRelay({
      host: '127.0.0.1',
      port: 0,
      findProject: async (id) => projects[id],
    })
    const client = await connect(newKeys(), other.url)
    const closed = new Promise<number>((resolve) => client.socket.once('close', resolve))
    await other.stop()
    expect(await closed).toBe(1001)
    const refused = new WebSocket(other.url)
    expect(
      await new Promise((resolve) =>
        refused.once('error', (e) => resolve((e as NodeJS.ErrnoException).code)),
      ),
    ).toBe('ECONNREFUSED')
  })

  it.each([
    ['an unknown project', { projectId: 'nope' }, /^Unauthorized: project nope not found$/],
    ['no auth token', { auth: '' }, /^Unauthorized: missing auth token$/],
    ['a token signed by another key', { forge: true }, /signature does not match/],
    ['a browser origin the project does not allow', { origin: 'http://evil.test' }, /origin/],
  ])('refuses %s with close code 3000 and a reason', async (_, options, reason) => {
    const closed = await closeOf(options)
    expect(closed.code).toBe(3000)
    expect(closed.reason).toMatch(reason)
  })
})

const connect = (keys: Keys = newKeys(), base = relay.url) => connectRelay(base, keys)
const closeOf = (options: RelayUrlOptions & { origin?: string }) => closeOfAt(relay.url, options)
