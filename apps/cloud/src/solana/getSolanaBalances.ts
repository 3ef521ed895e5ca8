import { getBase58Encoder } from '@solana/kit'
import { formatUnits } from 'viem'
import type { TokenBalanceBody } from '../blockchain/getBalances'
import { type IconRequest, tokenIconUrl } from '../blockchain/tokenIconUrl'
import { httpError } from '../server/httpError'
import type { CloudContext } from '../server/types'
import { isTokenProgram, readTokenAccount } from './accounts'
import { SOL_PRICE_USD, SOLANA_SEED_TOKEN, TOKEN_2022_PROGRAM, TOKEN_PROGRAM } from './constants'
import { solanaSeedMint } from './keys'
import type { LocalSolanaNetwork } from './network'

/**
 * Whether `value` is a Solana address: 32 to 44 base58 characters (SPEC §5) that decode to 32
 * bytes.
 *
 * @example
 * isSolanaAddress('9CeuwYQL2gX4nT6tRWZpYmoSSWBNR2hKAhRwtWNHmXdi') // true
 */
export function isSolanaAddress(value: string | undefined): value is string {
  if (!value || !/^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(value)) return false
  try {
    return getBase58Encoder().encode(value).length === 32
  } catch {
    return false
  }
}

/**
 * The Solana networks an optional `chainId` parameter selects: that one (`solana:<reference>`),
 * or all three when absent; 400 `Unsupported chain` otherwise.
 */
export function selectSolanaNetworks(
  ctx: CloudContext,
  value: string | undefined,
): readonly LocalSolanaNetwork[] {
  const networks = ctx.solana?.networks ?? []
  if (value === undefined || value === '') {
    if (networks.length === 0) httpError(400, 'Unsupported chain', { chainId: null, supported: [] })
    return networks
  }
  const net = networks.find((candidate) => candidate.info.caipNetworkId === value)
  if (!net)
    httpError(400, 'Unsupported chain', {
      chainId: value,
      supported: networks.map((candidate) => candidate.info.caipNetworkId),
    })
  return [net]
}

/** The tokens the Blockchain API names on the local Solana networks (by mint). */
const KNOWN_MINTS = new Map([[solanaSeedMint().address, SOLANA_SEED_TOKEN]])

/**
 * SPEC §3 token balances of a Solana address, read live from each network's litesvm: SOL first
 * (always listed), then every known SPL token it holds (summed over its token accounts, non-zero
 * only). `address` of a token is CAIP-10 `solana:<reference>:<mint>`. Prices are fixed (SOL $150,
 * the seed USDC $1); mints the cloud does not know are left out (no name, symbol or price).
 *
 * @example
 * getSolanaBalances(ctx, { owner, networks, icon: { projectId: 'airlock-demo' } })
 */
export function getSolanaBalances(
  ctx: CloudContext,
  {
    owner,
    networks,
    icon,
  }: { owner: string; networks: readonly LocalSolanaNetwork[]; icon: IconRequest },
): TokenBalanceBody[] {
  return networks.flatMap((net) => {
    const chainId = net.info.caipNetworkId
    const sol = formatUnits(net.getBalance(owner), 9)
    const native: TokenBalanceBody = {
      name: 'Solana',
      symbol: 'SOL',
      chainId,
      value: Number(sol) * SOL_PRICE_USD,
      price: SOL_PRICE_USD,
      quantity: { decimals: '9', numeric: sol },
      iconUrl: tokenIconUrl(ctx, 'SOL', icon),
    }
    const amounts = new Map<string, bigint>()
    for (const program of [TOKEN_PROGRAM, TOKEN_2022_PROGRAM])
      for (const account of net.programAccounts(program)) {
        if (!isTokenProgram(account.owner)) continue
        const token = readTokenAccount(account)
        if (!token || token.owner !== owner || !KNOWN_MINTS.has(token.mint)) continue
        amounts.set(token.mint, (amounts.get(token.mint) ?? 0n) + token.amount)
      }
    const tokens = [...amounts].flatMap(([mint, amount]): TokenBalanceBody[] => {
      const known = KNOWN_MINTS.get(mint)
      if (!known || amount === 0n) return []
      const numeric = formatUnits(amount, known.decimals)
      return [
        {
          name: known.name,
          symbol: known.symbol,
          chainId,
          address: `${chainId}:${mint}`,
          value: Number(numeric) * known.priceUsd,
          price: known.priceUsd,
          quantity: { decimals: String(known.decimals), numeric },
          iconUrl: tokenIconUrl(ctx, known.iconId, icon),
        },
      ]
    })
    tokens.sort((a, b) => b.value - a.value || a.symbol.localeCompare(b.symbol))
    return [native, ...tokens]
  })
}
