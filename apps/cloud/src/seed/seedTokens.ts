/** The address that stands for a chain's native token in prices and price requests. */
export const NATIVE_TOKEN_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

/** Bumped whenever the seed changes what it deploys or sends; a new version seeds again. */
export const SEED_VERSION = 3

/** One contract the seed deploys on every chain, in deployment order. */
export type SeedToken = {
  key: 'usdc' | 'air' | 'whole' | 'pass' | 'free'
  kind: 'erc20' | 'erc721'
  name: string
  symbol: string
  decimals: number | null
  /** Minted to each of the test accounts 0-9 at deployment, in whole tokens (ERC-20 only). */
  mintEach: string | null
  /** USD price, a decimal string; null for collectibles. */
  priceUsd: string | null
  isSpam: boolean
  /** The id of `/public/getTokenImage/{id}`, and the colour its generated image uses. */
  iconId: string
  iconColor: string
  /** The deployer's nonce that creates it, hence its address on every fresh chain. */
  deployNonce: number
  address: `0x${string}`
}

/** USD price of one ETH on every local chain (a fixed, documented number). */
export const NATIVE_PRICE_USD = '3150'

/**
 * Everything the seed deploys, with fixed prices. The addresses follow from the deployer
 * (test account 10) and its nonce, so they are the same on every chain and every fresh start.
 */
export const SEED_TOKENS: readonly SeedToken[] = [
  {
    key: 'usdc',
    kind: 'erc20',
    name: 'USD Coin',
    symbol: 'USDC',
    decimals: 6,
    mintEach: '10000',
    priceUsd: '1',
    isSpam: false,
    iconId: 'USDC',
    iconColor: '#2775ca',
    deployNonce: 0,
    address: '0xfbfbfDdd6e35dA57b7B0F9a2C10E34Be70B3A4E9',
  },
  {
    key: 'air',
    kind: 'erc20',
    name: 'Airlock Token',
    symbol: 'AIR',
    decimals: 18,
    mintEach: '1000',
    priceUsd: '2.5',
    isSpam: false,
    iconId: 'AIR',
    iconColor: '#6c5ce7',
    deployNonce: 1,
    address: '0x10Aeafac83d48E2f9ac4bAAf94311c45fACe1404',
  },
  {
    // SPEC §5: tokens with 0 decimals are dropped from balances by the client.
    key: 'whole',
    kind: 'erc20',
    name: 'Whole Token',
    symbol: 'WHOLE',
    decimals: 0,
    mintEach: '100',
    priceUsd: '0.1',
    isSpam: false,
    iconId: 'WHOLE',
    iconColor: '#00b894',
    deployNonce: 2,
    address: '0xCABEe62adFB2a4d4172Fc2F7536f324FC52C274a',
  },
  {
    key: 'pass',
    kind: 'erc721',
    name: 'Airlock Pass',
    symbol: 'PASS',
    decimals: null,
    mintEach: null,
    priceUsd: null,
    isSpam: false,
    iconId: 'PASS',
    iconColor: '#e17055',
    deployNonce: 3,
    address: '0xD89c1432EaA169C54dC7610C744c68a2F4b6B3e5',
  },
  {
    // SPEC §5: transactions whose transfers are all NFT spam are dropped by the client.
    key: 'free',
    kind: 'erc721',
    name: 'Free Airdrop Voucher',
    symbol: 'FREE',
    decimals: null,
    mintEach: null,
    priceUsd: null,
    isSpam: true,
    iconId: 'FREE',
    iconColor: '#d63031',
    deployNonce: 4,
    address: '0x4425918ff69Fe214AC093710cF41216AE9149c3A',
  },
]
