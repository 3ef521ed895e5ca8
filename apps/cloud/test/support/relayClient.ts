import { createHash, generateKeyPairSync, sign } from 'node:crypto'
import { WebSocket } from 'ws'

// A relay client that speaks the protocol by hand, for the wire tests (relayProtocol,
// relayLimits, the hostile suite). The SDK's behaviour is covered by relay.test.ts.

export type Keys = ReturnType<typeof newKeys>

/** A new Ed25519 client key and its did:key client id. */
export function newKeys() {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519')
  const raw = Buffer.from(publicKey.export({ format: 'jwk' }).x ?? '', 'base64url')
  const clientId = `did:key:z${encodeBase58(Buffer.concat([Buffer.from([0xed, 0x01]), raw]))}`
  return { clientId, privateKey }
}

/** The did-jwt the SDK sends as `auth`, signed by `signer` (another key forges it). */
export function authToken(keys: Keys, signer: Keys = keys): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
  const now = Math.floor(Date.now() / 1000)
  const data = `${part({ alg: 'EdDSA', typ: 'JWT' })}.${part({
    iss: keys.clientId,
    sub: 'test',
    aud: 'ws://127.0.0.1',
    iat: now,
    exp: now + 3600,
  })}`
  return `${data}.${sign(null, Buffer.from(data), signer.privateKey).toString('base64url')}`
}

export type RelayUrlOptions = { projectId?: string; auth?: string; forge?: boolean }

/** The URL the SDK connects to: `<base>/?auth=&projectId=&ua=`. */
export function relayUrlFor(base: string, keys: Keys, options: RelayUrlOptions = {}): string {
  const auth = options.auth ?? authToken(keys, options.forge ? newKeys() : keys)
  return `${base}/?auth=${auth}&projectId=${options.projectId ?? 'demo'}&ua=test`
}

export type Frame = {
  id: number | string
  method?: string
  params?: unknown
  result?: unknown
  error?: { code?: number; message: string; data?: unknown }
}

export type RelayClient = Awaited<ReturnType<typeof connectRelay>>

/** Connects and resolves once the socket is open; `localAddress` picks a loopback source. */
export async function connectRelay(
  base: string,
  keys: Keys = newKeys(),
  options: { origin?: string; localAddress?: string; projectId?: string } = {},
) {
  const socket = new WebSocket(
    relayUrlFor(base, keys, { projectId: options.projectId ?? 'demo' }),
    {
      origin: options.origin ?? 'http://127.0.0.1:5173',
      ...(options.localAddress ? { localAddress: options.localAddress } : {}),
    },
  )
  await new Promise((resolve, reject) => {
    socket.once('open', resolve)
    socket.once('error', reject)
  })
  const frames: Frame[] = []
  const raw: string[] = []
  const waiters: (() => void)[] = []
  const listeners: ((frame: Frame) => void)[] = []
  socket.on('message', (data) => {
    const frame = JSON.parse(data.toString()) as Frame
    raw.push(data.toString())
    frames.push(frame)
    for (const listen of listeners) listen(frame)
    for (const wake of waiters.splice(0)) wake()
  })
  const take = async (match: (frame: Frame) => boolean): Promise<Frame> => {
    for (;;) {
      const index = frames.findIndex(match)
      if (index >= 0) return frames.splice(index, 1)[0] as Frame
      await new Promise<void>((resolve) => waiters.push(resolve))
    }
  }
  let nextId = 1
  const answer = async (method: string, params: object): Promise<Frame> => {
    const id = nextId++
    socket.send(JSON.stringify({ id, jsonrpc: '2.0', method, params }))
    return take((f) => f.id === id && f.method === undefined)
  }
  return {
    socket,
    keys,
    clientId: keys.clientId,
    get pushes() {
      return frames.filter((f) => f.method === 'irn_subscription')
    },
    /** The result; throws the error's message. */
    async call(method: string, params: object): Promise<unknown> {
      const frame = await answer(method, params)
      if (frame.error) throw new Error(frame.error.message)
      return frame.result
    },
    /** The whole answer frame, error included. */
    answer,
    next: (method: string) => take((f) => f.method === method),
    /** Called with every frame as it arrives (timing tests). */
    onFrame(listen: (frame: Frame) => void) {
      listeners.push(listen)
    },
    ack(id: number | string) {
      socket.send(JSON.stringify({ id, jsonrpc: '2.0', result: true }))
    },
    async rawAnswer(): Promise<string> {
      await take((f) => f.method === undefined)
      return raw.at(-1) ?? ''
    },
    close: () =>
      new Promise<void>((resolve) => {
        if (socket.readyState === socket.CLOSED) return resolve()
        socket.once('close', () => resolve())
        socket.close()
      }),
  }
}

/** How the relay ends a connection made with `options`: its close code and reason. */
export function closeOf(
  base: string,
  options: RelayUrlOptions & { origin?: string },
): Promise<{ code: number; reason: string }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(relayUrlFor(base, newKeys(), options), {
      ...(options.origin ? { origin: options.origin } : {}),
    })
    socket.once('error', reject)
    socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() }))
  })
}

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex')
}

function encodeBase58(bytes: Uint8Array): string {
  const alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
  const digits: number[] = []
  for (const byte of bytes) {
    let carry = byte
    for (let i = 0; i < digits.length; i++) {
      carry += (digits[i] ?? 0) << 8
      digits[i] = carry % 58
      carry = Math.floor(carry / 58)
    }
    while (carry > 0) {
      digits.push(carry % 58)
      carry = Math.floor(carry / 58)
    }
  }
  let out = ''
  for (const byte of bytes) {
    if (byte !== 0) break
    out += '1'
  }
  return (
    out +
    digits
      .reverse()
      .map((d) => alphabet[d])
      .join('')
  )
}
