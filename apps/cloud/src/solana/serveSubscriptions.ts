import type { WebSocket } from 'ws'
import { encodeAccount } from './accounts'
import { answer, errorOf } from './answerJsonRpc'
import { MAX_BATCH, MAX_SUBSCRIPTIONS_PER_SOCKET, SLOT_MS, SYSTEM_PROGRAM } from './constants'
import type { LocalSolanaNetwork, TxRecord } from './network'
import { pubkeyAt } from './params'
import { SolanaRpcError } from './rpcError'
import { signatureStatus } from './transactionJson'

export function serveSubscriptions(
  ws: WebSocket,
  net: LocalSolanaNetwork,
  nextId: () => number,
): void {
  const subscriptions = new Map<number, { kind: string; stop: () => void }>()
  const send = (value: unknown) => {
    if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(value))
  }
  const notify = (method: string, subscription: number, result: unknown) =>
    send({ jsonrpc: '2.0', method, params: { result, subscription } })
  const add = (kind: string, start: (id: number) => () => void) => {
    if (subscriptions.size >= MAX_SUBSCRIPTIONS_PER_SOCKET)
      throw new SolanaRpcError(
        -32602,
        `Invalid params: at most ${MAX_SUBSCRIPTIONS_PER_SOCKET} subscriptions per connection`,
      )
    const id = nextId()
    // Started after the reply is sent, so a notification never arrives before its id.
    queueMicrotask(() => {
      if (subscriptions.has(id)) subscriptions.set(id, { kind, stop: start(id) })
    })
    subscriptions.set(id, { kind, stop: () => {} })
    return id
  }
  const remove = (kind: string, params: unknown[]) => {
    const id = params[0]
    const entry = typeof id === 'number' ? subscriptions.get(id) : undefined
    if (!entry || entry.kind !== kind)
      throw new SolanaRpcError(-32602, 'Invalid params: Invalid subscription id.')
    entry.stop()
    subscriptions.delete(id as number)
    return true
  }
  const onTransaction = (listener: (record: TxRecord) => void) => {
    net.events.on('transaction', listener)
    return () => net.events.off('transaction', listener)
  }

  const methods: Record<string, (params: unknown[]) => unknown> = {
    signatureSubscribe: (params) => {
      const signature = params[0]
      if (typeof signature !== 'string' || !/^[1-9A-HJ-NP-Za-km-z]{64,88}$/.test(signature))
        throw new SolanaRpcError(-32602, 'Invalid params: Invalid Request: Invalid signature')
      const fire = (id: number, record: TxRecord) => {
        notify('signatureNotification', id, {
          context: { slot: Number(record.slot) },
          value: { err: signatureStatus(record).err },
        })
        subscriptions.delete(id)
      }
      return add('signature', (id) => {
        const known = net.transaction(signature)
        if (known) {
          fire(id, known)
          return () => {}
        }
        const stop = onTransaction((record) => {
          if (record.signature !== signature) return
          stop()
          fire(id, record)
        })
        return stop
      })
    },
    signatureUnsubscribe: (params) => remove('signature', params),
    accountSubscribe: (params) => {
      const key = pubkeyAt(params, 0)
      const config = (params[1] ?? {}) as { encoding?: unknown }
      // Checks the encoding now, so a bad one is an error of the subscribe call.
      encodeAccount(emptyAccount(key), config.encoding ?? 'base64', undefined, () => undefined)
      return add('account', (id) =>
        onTransaction((record) => {
          if (!record.accountKeys.includes(key)) return
          const account = net.getAccount(key) ?? emptyAccount(key)
          notify('accountNotification', id, {
            context: { slot: Number(record.slot) },
            value: encodeAccount(account, config.encoding ?? 'base64', undefined, (mint) =>
              net.getAccount(mint),
            ),
          })
        }),
      )
    },
    accountUnsubscribe: (params) => remove('account', params),
    slotSubscribe: () =>
      add('slot', (id) => {
        let last = net.slot()
        const timer = setInterval(() => {
          const slot = net.slot()
          if (slot === last) return
          last = slot
          notify('slotNotification', id, {
            parent: Number(slot - 1n),
            root: Number(slot),
            slot: Number(slot),
          })
        }, SLOT_MS)
        return () => clearInterval(timer)
      }),
    slotUnsubscribe: (params) => remove('slot', params),
  }
  const call = (method: string, params: unknown[]) => {
    const fn = Object.hasOwn(methods, method) ? methods[method] : undefined
    if (!fn) throw new SolanaRpcError(-32601, 'Method not found')
    return fn(params)
  }

  ws.on('message', (data) => {
    let payload: unknown
    try {
      payload = JSON.parse(String(data))
    } catch {
      send(errorOf(null, -32700, 'Parse error'))
      return
    }
    if (Array.isArray(payload)) {
      if (payload.length === 0 || payload.length > MAX_BATCH)
        send(errorOf(null, -32600, 'Invalid request'))
      else send(payload.map((request) => answer(net, request, call)))
      return
    }
    send(answer(net, payload, call))
  })
  ws.on('close', () => {
    for (const entry of subscriptions.values()) entry.stop()
    subscriptions.clear()
  })
}

function emptyAccount(key: string) {
  return {
    address: key,
    lamports: 0n,
    owner: SYSTEM_PROGRAM,
    executable: false,
    data: new Uint8Array(),
  }
}
