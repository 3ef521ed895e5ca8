import { evmChainIds, solanaChainIds } from './chainIds'
import type { ImageKind } from './types'

export type CatalogueImage = {
  kind: Exclude<ImageKind, 'wallet'>
  id: string
  label: string
  color: string
}

/** The catalogue's networks: CAIP-2 id, name, label of the generated tile, its colour. */
export const catalogueNetworks: readonly [
  caip: string,
  name: string,
  label: string,
  color: string,
][] = [
  [evmChainIds[0], 'ethereum', 'ETH', '#627eea'],
  [evmChainIds[1], 'base', 'B', '#0052ff'],
  [evmChainIds[2], 'optimism', 'OP', '#ff0420'],
  [evmChainIds[3], 'polygon', 'POL', '#8247e5'],
  [evmChainIds[4], 'arbitrum', 'ARB', '#28a0f0'],
  [evmChainIds[5], 'bnb', 'BNB', '#f0b90b'],
  [evmChainIds[6], 'avalanche', 'AV', '#e84142'],
  [evmChainIds[7], 'zksync', 'ZK', '#1e69ff'],
  [solanaChainIds[0], 'solana', 'SOL', '#14f195'],
  [solanaChainIds[1], 'solana-testnet', 'SOL', '#9945ff'],
  [solanaChainIds[2], 'solana-devnet', 'SOL', '#9945ff'],
]

const currencies = [
  'USD',
  'EUR',
  'GBP',
  'JPY',
  'CAD',
  'AUD',
  'CHF',
  'INR',
  'BRL',
  'MXN',
  'SGD',
  'KRW',
]
const tokens: [symbol: string, color: string][] = [
  ['ETH', '#627eea'],
  ['WETH', '#393939'],
  ['USDC', '#2775ca'],
  ['USDT', '#26a17b'],
  ['DAI', '#f5ac37'],
  ['WBTC', '#f09242'],
  ['BTC', '#f7931a'],
  ['SOL', '#14f195'],
  ['POL', '#8247e5'],
  ['BNB', '#f0b90b'],
  ['OP', '#ff0420'],
  ['ARB', '#28a0f0'],
]

/**
 * The non-wallet images the registry serves: networks (`getAssetImage`, by CAIP-2 id, chain
 * reference or name), fiat currencies (`getCurrencyImage`, by ISO code) and tokens
 * (`getTokenImage`, by symbol). The chains half adds its seeded tokens' images the same way.
 */
export function catalogueImages(): CatalogueImage[] {
  const assets = catalogueNetworks.flatMap(([caip, name, label, color]) => {
    const reference = caip.split(':')[1] as string
    const ids = caip.startsWith('eip155') ? [caip, reference, name] : [caip, name]
    return ids.map((id) => ({ kind: 'asset' as const, id, label, color }))
  })
  const currencyImages = currencies.map((code, i) => ({
    kind: 'currency' as const,
    id: code,
    label: code,
    color: `hsl(${(i * 37) % 360} 55% 42%)`,
  }))
  const tokenImages = tokens.map(([symbol, color]) => ({
    kind: 'token' as const,
    id: symbol,
    label: symbol,
    color,
  }))
  return [...assets, ...currencyImages, ...tokenImages]
}
