import type { DevicePublicKey } from '../crypto/devicePublicKey'
import { jwkThumbprint } from '../crypto/jwkThumbprint'
import { DEVICE_KEY_ALGORITHM } from '../crypto/signedRequest'

/** The frame's device key: a non-extractable ECDSA P-256 private key and its public half. */
export type DeviceKey = {
  privateKey: CryptoKey
  publicJwk: DevicePublicKey
  /** RFC 7638 thumbprint of `publicJwk`. */
  thumbprint: string
}

/** Where the key lives: `indexedDB` (persistent) or `memory` (the frame's life only). */
export type DeviceKeyStorage = 'indexedDB' | 'memory'

const DB_NAME = 'airlock-frame'
const STORE = 'keys'
const RECORD = 'device'

type Stored = { privateKey: CryptoKey; publicJwk: DevicePublicKey }

/**
 * The frame's device key, made on first use: a WebCrypto ECDSA P-256 key pair whose private key is
 * not extractable (no script, not even the frame's, can read its bytes), kept in the frame
 * origin's IndexedDB so the session survives reloads. Without IndexedDB (blocked storage, a test
 * in Node) the key lives in memory, and a session made with it lasts as long as the frame. Two
 * frames of one origin starting at once agree on one key (the first stored wins).
 *
 * @example
 * const deviceKey = createDeviceKey({ indexedDB: globalThis.indexedDB })
 * const { publicJwk, thumbprint } = await deviceKey()
 */
export function createDeviceKey(
  options: {
    indexedDB?: IDBFactory | undefined
    onStorage?: (kind: DeviceKeyStorage) => void
  } = {},
): () => Promise<DeviceKey> {
  let loading: Promise<DeviceKey> | undefined
  const load = async (): Promise<DeviceKey> => {
    const db = options.indexedDB
      ? await openDb(options.indexedDB).catch(() => undefined)
      : undefined
    if (db) {
      try {
        const stored = (await read(db)) ?? (await addOrRead(db, await generate()))
        options.onStorage?.('indexedDB')
        return toDeviceKey(stored)
      } catch {
        // A store that opens but fails (quota, private mode): fall back to memory below.
      } finally {
        db.close()
      }
    }
    options.onStorage?.('memory')
    return toDeviceKey(await generate())
  }
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined
      throw error
    })
    return loading
  }
}

async function generate(): Promise<Stored> {
  const pair = await crypto.subtle.generateKey(DEVICE_KEY_ALGORITHM, false, ['sign', 'verify'])
  const jwk = await crypto.subtle.exportKey('jwk', pair.publicKey)
  return {
    privateKey: pair.privateKey,
    publicJwk: { crv: 'P-256', kty: 'EC', x: String(jwk.x), y: String(jwk.y) },
  }
}

async function toDeviceKey(stored: Stored): Promise<DeviceKey> {
  return { ...stored, thumbprint: await jwkThumbprint(stored.publicJwk) }
}

function openDb(factory: IDBFactory): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = factory.open(DB_NAME, 1)
    request.onupgradeneeded = () => request.result.createObjectStore(STORE)
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error)
    request.onblocked = () => reject(request.error)
  })
}

function read(db: IDBDatabase): Promise<Stored | undefined> {
  return new Promise((resolve, reject) => {
    const request = db.transaction(STORE, 'readonly').objectStore(STORE).get(RECORD)
    request.onsuccess = () => resolve(request.result as Stored | undefined)
    request.onerror = () => reject(request.error)
  })
}

// `add` fails when another frame of this origin stored its key first; that one is used then.
async function addOrRead(db: IDBDatabase, stored: Stored): Promise<Stored> {
  const added = await new Promise<boolean>((resolve) => {
    const tx = db.transaction(STORE, 'readwrite')
    const request = tx.objectStore(STORE).add(stored, RECORD)
    request.onerror = (event) => {
      event.preventDefault()
      resolve(false)
    }
    tx.oncomplete = () => resolve(true)
    tx.onabort = () => resolve(false)
  })
  if (added) return stored
  const winner = await read(db)
  if (!winner) throw new DOMException('device key not stored', 'InvalidStateError')
  return winner
}
