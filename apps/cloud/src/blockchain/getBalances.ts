import { erc20Abi, formatUnits, getAddress } from 'viem'
import { NATIVE_TOKEN_ADDRESS } from '../seed/seedTokens'
import type { CloudContext, RunningChain } from '../server/types'
import { readPoolPrices } from '../swap/readPoolPrices'
import { type IconRequest, tokenIconUrl } from './tokenIconUrl'

/** One balance of `GET /v1/account/{address}/balance` (SPEC §3 "Token balance"). */
export type TokenBalanceBody = {
  name: string
  symbol: string
  chainId: string
  /** CAIP-10 address of the token contract; absent for the native token. */
  address?: string
  value: number
  price: number
  quantity: { decimals: string; numeric: string }
  iconUrl: string
}

type TokenRow = {
  address: string
  name: string
  symbol: string
  decimals: number
  icon_id: string | null
  price: number | null
}

/**
 * Balances of `address` on `chains`, read live from each node (`eth_getBalance` and every known
 * ERC-20's `balanceOf`, batched) and priced from the chain's pools against the stablecoin
 * (`readPoolPrices`, in the same batch), else from the `prices` table. The native balance is
 * always listed; tokens only when non-zero. 0-decimal tokens are included: filtering them is the
 * client's rule (SPEC §5). Native first, then by value, then by symbol.
 *
 * @example
 * const balances = await getBalances(ctx, { address: '0xf39f...', chains, icon: { projectId } })
 */
export async function getBalances(
  ctx: CloudContext,
  { address, chains, icon }: { address: `0x${string}`; chains: RunningChain[]; icon: IconRequest },
): Promise<TokenBalanceBody[]> {
  const perChain = await Promise.all(
    chains.map((chain) => chainBalances(ctx, chain, address, icon)),
  )
  return perChain.flat()
}

async function chainBalances(
  ctx: CloudContext,
  chain: RunningChain,
  address: `0x${string}`,
  icon: IconRequest,
): Promise<TokenBalanceBody[]> {
  const { rows } = await ctx.store.query<TokenRow>(
    `select t.address, t.name, t.symbol, t.decimals, t.icon_id, p.price::float8 as price
     from tokens t
     left join prices p on p.chain_id = t.chain_id and p.address = t.address and p.currency = 'usd'
     where t.chain_id = $1 and t.kind = 'erc20' and t.decimals is not null and not t.is_spam`,
    [chain.chainId],
  )
  const { rows: native } = await ctx.store.query<{ price: number }>(
    `select price::float8 as price from prices where chain_id = $1 and address = $2 and currency = 'usd'`,
    [chain.chainId, NATIVE_TOKEN_ADDRESS],
  )
  const [poolPrices, wei, ...amounts] = await Promise.all([
    readPoolPrices(chain),
    chain.client.getBalance({ address }),
    ...rows.map((token) =>
      chain.client
        .readContract({
          address: token.address as `0x${string}`,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [address],
        })
        // A discovered contract that does not answer balanceOf holds nothing we can show.
        .catch(() => 0n),
    ),
  ])
  const nativePrice = poolPrices.get(NATIVE_TOKEN_ADDRESS) ?? native[0]?.price ?? 0
  const nativeNumeric = formatUnits(wei ?? 0n, 18)
  const nativeBalance: TokenBalanceBody = {
    name: 'Ether',
    symbol: 'ETH',
    chainId: chain.caipNetworkId,
    value: Number(nativeNumeric) * nativePrice,
    price: nativePrice,
    quantity: { decimals: '18', numeric: nativeNumeric },
    iconUrl: tokenIconUrl(ctx, 'ETH', icon),
  }
  const tokens = rows.flatMap((token, i): TokenBalanceBody[] => {
    const amount = amounts[i] ?? 0n
    if (amount === 0n) return []
    const numeric = formatUnits(amount, token.decimals)
    const price = poolPrices.get(token.address.toLowerCase()) ?? token.price ?? 0
    return [
      {
        name: token.name,
        symbol: token.symbol,
        chainId: chain.caipNetworkId,
        address: `${chain.caipNetworkId}:${getAddress(token.address)}`,
        value: Number(numeric) * price,
        price,
        quantity: { decimals: String(token.decimals), numeric },
        iconUrl: tokenIconUrl(ctx, token.icon_id, icon),
      },
    ]
  })
  tokens.sort((a, b) => b.value - a.value || a.symbol.localeCompare(b.symbol))
  return [nativeBalance, ...tokens]
}
