import type { MockChain, MockWalletBehavior, MockWalletStorage } from './types'

/** What the wallet remembers across page loads, as an extension remembers a site. */
export type PersistedState = {
  connected: boolean
  connectedAt: number
  chainId: number
  selected: number
  added: MockChain[]
  behavior: MockWalletBehavior
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

function isChain(value: unknown): value is MockChain {
  return isRecord(value) && typeof value.id === 'number' && typeof value.rpcUrl === 'string'
}

/**
 * Reads the remembered state; whatever is missing or malformed is left out, so a stored value from
 * an older version (or a test that wrote junk) falls back to the options instead of failing.
 */
export function readPersistedState(
  storage: MockWalletStorage | undefined,
  key: string,
): Partial<PersistedState> {
  let raw: string | null = null
  try {
    raw = storage?.getItem(key) ?? null
  } catch {
    // Storage can throw (opaque origins, disabled cookies): behave as a first visit.
  }
  if (raw === null) return {}
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch {
    return {}
  }
  if (!isRecord(parsed)) return {}
  const state: Partial<PersistedState> = {}
  if (typeof parsed.connected === 'boolean') state.connected = parsed.connected
  if (typeof parsed.connectedAt === 'number') state.connectedAt = parsed.connectedAt
  if (typeof parsed.chainId === 'number') state.chainId = parsed.chainId
  if (typeof parsed.selected === 'number') state.selected = parsed.selected
  if (Array.isArray(parsed.added)) state.added = parsed.added.filter(isChain)
  const b = parsed.behavior
  if (
    isRecord(b) &&
    (typeof b.rejectRequests === 'boolean' || Array.isArray(b.rejectRequests)) &&
    Array.isArray(b.unknownChains) &&
    (b.approval === 'auto' || b.approval === 'manual')
  ) {
    state.behavior = {
      rejectRequests:
        typeof b.rejectRequests === 'boolean'
          ? b.rejectRequests
          : b.rejectRequests.filter((m: unknown): m is string => typeof m === 'string'),
      unknownChains: b.unknownChains.filter((c: unknown): c is number => typeof c === 'number'),
      approval: b.approval,
    }
  }
  return state
}

/** Writes the state; a full or failing storage is ignored (the wallet still works in memory). */
export function writePersistedState(
  storage: MockWalletStorage | undefined,
  key: string,
  state: PersistedState,
): void {
  try {
    storage?.setItem(key, JSON.stringify(state))
  } catch {
    // See readPersistedState.
  }
}
