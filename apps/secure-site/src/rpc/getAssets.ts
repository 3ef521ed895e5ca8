import { createPublicClient, erc20Abi, type Hex, http, numberToHex } from 'viem'
import * as z from 'zod/mini'
import { SecureSiteError } from '../errors/SecureSiteError'
import type { SiteContext } from '../server/SiteContext'
import type { Session } from '../sessions/readSession'
import type { WalletAccounts } from '../smartAccount/loadWalletAccounts'
import { pickSigner } from '../smartAccount/pickSigner'
import { toChainList } from './toChainList'

const address = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/))
const paramsSchema = z.tuple([
  z.object({
    account: address,
    assetFilter: z.optional(
      z.record(
        z.string(),
        z.array(z.object({ address, type: z.string() })).check(z.maxLength(100)),
      ),
    ),
    assetTypeFilter: z.optional(z.array(z.string()).check(z.maxLength(8))),
    chainFilter: z.optional(z.array(z.string())),
  }),
])

type Asset = {
  address: Hex | 'native'
  balance: Hex
  type: 'native' | 'erc20'
  metadata?: { name: string; symbol: string; decimals: number }
}

/**
 * `wallet_getAssets` (ERC-7811) from balances read on each chain: the native balance, and the
 * ERC-20 balance (with name, symbol, decimals) of every token named in `assetFilter`. Tokens are
 * not discovered: without a filter only the native asset is listed. Chains: `chainFilter`, else
 * the filter's chains, else the session's.
 *
 * @example
 * await getAssets(ctx, session, [{ account }]) // { '0x7a69': [{ address: 'native', balance: '0x...', type: 'native' }] }
 */
export async function getAssets(
  ctx: SiteContext,
  session: Session,
  accounts: WalletAccounts,
  params: unknown,
): Promise<Record<string, Asset[]>> {
  const parsed = paramsSchema.safeParse(params)
  if (!parsed.success) throw new SecureSiteError('wallet_getAssets needs an account', 400)
  const [{ account, assetFilter, assetTypeFilter, chainFilter }] = parsed.data
  pickSigner(accounts, account)
  const wants = (type: string) => !assetTypeFilter || assetTypeFilter.includes(type)
  const filterChains = assetFilter ? Object.keys(assetFilter) : undefined
  const chains = toChainList(chainFilter ?? filterChains, session.chainId)
  const entries = await Promise.all(
    chains.map(async (chainId) => {
      const client = createPublicClient({
        transport: http(ctx.rpcUrl(chainId, session.projectId), { timeout: 10_000 }),
      })
      const owner = account as Hex
      const key = numberToHex(chainId)
      const tokens = Object.entries(assetFilter ?? {})
        .filter(([chain]) => numberToHex(Number(chain)) === key)
        .flatMap(([, assets]) => assets)
        .filter((asset) => asset.type === 'erc20' && wants('erc20'))
      try {
        const assets: Asset[] = []
        if (wants('native'))
          assets.push({
            address: 'native',
            balance: numberToHex(await client.getBalance({ address: owner })),
            type: 'native',
          })
        for (const token of tokens) {
          const contract = { address: token.address as Hex, abi: erc20Abi } as const
          const [balance, name, symbol, decimals] = await Promise.all([
            client.readContract({ ...contract, functionName: 'balanceOf', args: [owner] }),
            client.readContract({ ...contract, functionName: 'name' }),
            client.readContract({ ...contract, functionName: 'symbol' }),
            client.readContract({ ...contract, functionName: 'decimals' }),
          ])
          assets.push({
            address: token.address as Hex,
            balance: numberToHex(balance),
            type: 'erc20',
            metadata: { name, symbol, decimals },
          })
        }
        return [key, assets] as const
      } catch (error) {
        throw new SecureSiteError(
          (error as { shortMessage?: string }).shortMessage ?? 'The network did not answer',
          400,
          { cause: error },
        )
      }
    }),
  )
  return Object.fromEntries(entries)
}
