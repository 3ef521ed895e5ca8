import type { ResolvedOptions } from '../options/types'

/**
 * Whether the dapp renders on a server (`initialState` or `connectionCookie` given): the first
 * state then reads nothing from storage, and in the browser stored connections are restored only
 * after `finishHydration`.
 */
export function isServerRendered(options: ResolvedOptions): boolean {
  return options.initialState !== undefined || options.connectionCookie !== undefined
}
