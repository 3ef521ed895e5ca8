import { isChainNamespace } from '../caip/isChainNamespace'
import { parseCaipAddress } from '../caip/parseCaipAddress'
import { parseCaipNetworkId } from '../caip/parseCaipNetworkId'
import type { CaipAddress, CaipNetworkId, ChainNamespace } from '../caip/types'
import {
  CONNECTION_COOKIE_MAX_CONNECTOR_ID_LENGTH,
  CONNECTION_COOKIE_MAX_LENGTH,
  CONNECTION_COOKIE_VERSION,
} from './connectionCookieDefaults'
import type { AirlockInitialState, RestoredConnection } from './types'

// A CAIP-10 account address (letters, digits, `-`, `_`, `.`, `%`; at most 128) and CAIP-2
// reference (at most 32): the cookie is visitor-controlled input, read on the server.
const ADDRESS = /^[-.%\w]{1,128}$/
const REFERENCE = /^[-\w]{1,32}$/
const EIP155_ADDRESS = /^0x[0-9a-fA-F]{40}$/
// Printable ASCII without quotes, backslash or semicolon: rdns, `injected`, `walletConnect`, `auth`.
const CONNECTOR_ID = /^[\x21\x23-\x2b\x2d-\x3a\x3c-\x5b\x5d-\x7e]+$/

/**
 * Reads the value of the connection cookie (as the browser sent it, still URI-encoded) back into
 * an initial state. Anything that is not exactly what Airlock writes (too long, not JSON, another
 * version, an unknown namespace, a malformed address or connector id) reads as `undefined`, or
 * drops that one connection; it never throws.
 *
 * @example
 * parseConnectionCookie('%7B%22v%22%3A1%2C...')
 * // { activeNetwork: 'eip155:1', connections: { eip155: { caipAddress: 'eip155:1:0xf39F...', connectorId: 'io.metamask' } } }
 */
export function parseConnectionCookie(value: string): AirlockInitialState | undefined {
  if (value.length === 0 || value.length > CONNECTION_COOKIE_MAX_LENGTH) return undefined
  let data: unknown
  try {
    data = JSON.parse(decodeURIComponent(value))
  } catch {
    return undefined
  }
  if (!isRecord(data) || data.v !== CONNECTION_COOKIE_VERSION) return undefined
  const connections: AirlockInitialState['connections'] = {}
  if (isRecord(data.connections)) {
    for (const [namespace, entry] of Object.entries(data.connections)) {
      if (!isChainNamespace(namespace)) continue
      const connection = toConnection(namespace, entry)
      if (connection) connections[namespace] = connection
    }
  }
  return { activeNetwork: toNetworkId(data.activeNetwork), connections }
}

function toConnection(namespace: ChainNamespace, entry: unknown): RestoredConnection | undefined {
  if (!isRecord(entry)) return undefined
  const { caipAddress, connectorId } = entry
  if (typeof caipAddress !== 'string' || typeof connectorId !== 'string') return undefined
  if (connectorId.length > CONNECTION_COOKIE_MAX_CONNECTOR_ID_LENGTH) return undefined
  if (!CONNECTOR_ID.test(connectorId)) return undefined
  try {
    const parts = parseCaipAddress(caipAddress)
    if (parts.namespace !== namespace || !REFERENCE.test(parts.reference)) return undefined
    if (!ADDRESS.test(parts.address)) return undefined
    if (namespace === 'eip155' && !EIP155_ADDRESS.test(parts.address)) return undefined
  } catch {
    return undefined
  }
  return { caipAddress: caipAddress as CaipAddress, connectorId }
}

function toNetworkId(value: unknown): CaipNetworkId | undefined {
  if (typeof value !== 'string') return undefined
  try {
    const { namespace, reference } = parseCaipNetworkId(value)
    return isChainNamespace(namespace) && REFERENCE.test(reference)
      ? (value as CaipNetworkId)
      : undefined
  } catch {
    return undefined
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
