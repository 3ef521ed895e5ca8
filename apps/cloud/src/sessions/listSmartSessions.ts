import type { Hex } from 'viem'
import type { RunningChain } from '../server/types'
import { MAX_LISTED_SESSIONS, sessionAbi } from './sessionAbi'

/** One spending permission of a smart account, as `GET /v1/sessions/{id}` lists it. */
export type SmartSession = {
  /** The permission context id: the session key's address. */
  pci: Hex
  /** The grant's number on the account (a revoke signature names it). */
  id: number
  /** The token it may spend; the zero address for the native currency. */
  token: Hex
  /** Base units, as decimal strings. */
  limit: string
  spent: string
  /** Unix seconds. */
  expiry: number
  /** Neither revoked, nor replaced by a later grant, nor expired. */
  active: boolean
}

/**
 * The smart sessions of `account` on `chain`, read from the chain itself (its `SessionGranted`
 * events and each key's current state), newest first, at most {@link MAX_LISTED_SESSIONS}. An
 * address with no code has none.
 *
 * @example
 * const sessions = await listSmartSessions(chain, '0xabc...')
 */
export async function listSmartSessions(
  chain: RunningChain,
  account: Hex,
): Promise<SmartSession[]> {
  const code = await chain.client.getCode({ address: account })
  if (!code || code === '0x') return []
  const logs = await chain.client.getContractEvents({
    address: account,
    abi: sessionAbi,
    eventName: 'SessionGranted',
    fromBlock: 0n,
    toBlock: 'latest',
  })
  const now = BigInt(Math.floor(Date.now() / 1000))
  const block = await chain.client.getBlock()
  const time = block.timestamp > now ? block.timestamp : now
  const newest = logs.slice(-MAX_LISTED_SESSIONS).reverse()
  return Promise.all(
    newest.map(async (log) => {
      const key = (log.args.key as Hex).toLowerCase() as Hex
      const grantId = Number(log.args.id)
      const [token, expiry, currentId, limit, spent] = await chain.client.readContract({
        address: account,
        abi: sessionAbi,
        functionName: 'sessions',
        args: [key],
      })
      const live = currentId === grantId
      return {
        pci: key,
        id: grantId,
        token: ((live ? token : log.args.token) as Hex).toLowerCase() as Hex,
        limit: String(live ? limit : log.args.limit),
        spent: live ? String(spent) : '0',
        expiry: Number(live ? expiry : log.args.expiry),
        active: live && BigInt(expiry) >= time,
      }
    }),
  )
}
