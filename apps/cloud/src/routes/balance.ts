import type { Hono } from 'hono'
import { getBalances } from '../blockchain/getBalances'
import { parseAddressParam } from '../blockchain/parseAddressParam'
import { selectChains } from '../blockchain/selectChains'
import { httpError } from '../server/httpError'
import type { CloudContext } from '../server/types'
import {
  getSolanaBalances,
  isSolanaAddress,
  selectSolanaNetworks,
} from '../solana/getSolanaBalances'

/**
 * `GET /v1/account/{address}/balance?currency=usd&chainId=&forceUpdate=` (SPEC §7): native and
 * ERC-20 balances read live from the chain. Balances are never cached here, so `forceUpdate` is
 * accepted and has nothing to refresh. Only `usd` prices exist. A Solana address gets SOL and SPL
 * balances of the local Solana networks (`getSolanaBalances`; `chainId=solana:<reference>` or all).
 */
export function register(app: Hono, ctx: CloudContext): void {
  app.get('/v1/account/:address/balance', async (c) => {
    const currency = (c.req.query('currency') ?? 'usd').toLowerCase()
    const raw = c.req.param('address')
    // A Solana address (base58, never `0x` hex): SOL and SPL balances of the local networks.
    if (!/^(?:0x)?[0-9a-fA-F]{40}$/.test(raw) && isSolanaAddress(raw)) {
      if (currency !== 'usd')
        httpError(400, 'Unsupported currency', { currency, supported: ['usd'] })
      const networks = selectSolanaNetworks(ctx, c.req.query('chainId'))
      return c.json({
        balances: getSolanaBalances(ctx, {
          owner: raw,
          networks,
          icon: iconRequest(c.req.query('projectId'), c.req.query('st'), c.req.query('sv')),
        }),
      })
    }
    const address = parseAddressParam(raw)
    if (currency !== 'usd') httpError(400, 'Unsupported currency', { currency, supported: ['usd'] })
    const chains = selectChains(ctx, c.req.query('chainId'))
    const balances = await getBalances(ctx, {
      address,
      chains,
      icon: {
        projectId: c.req.query('projectId') ?? '',
        st: c.req.query('st'),
        sv: c.req.query('sv'),
      },
    })
    return c.json({ balances })
  })
}

function iconRequest(
  projectId: string | undefined,
  st: string | undefined,
  sv: string | undefined,
) {
  return { projectId: projectId ?? '', st, sv }
}
