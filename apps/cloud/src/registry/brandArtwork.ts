import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { catalogueNetworks } from './catalogueImages'
import { realWalletArtwork } from './realWallets'
import type { ImageKind } from './types'

// Real artwork from two icon sets on npm, served by the image routes in place of a generated tile
// where a set covers the id (README "Artwork"): Web3 Icons (`@web3icons/core`, MIT) for networks,
// tokens, wallets and the WalletConnect mark; Simple Icons (`simple-icons`, CC0-1.0) for the
// social brands. The brands themselves stay their owners' trademarks.

/** Network logos by the asset ids the catalogue uses (CAIP-2 id, chain reference or name). */
const networks: Record<string, string> = {
  ethereum: 'ethereum',
  base: 'base',
  optimism: 'optimism',
  polygon: 'polygon',
  arbitrum: 'arbitrum-one',
  bnb: 'binance-smart-chain',
  avalanche: 'avalanche',
  zksync: 'zksync',
  solana: 'solana',
  'solana-testnet': 'solana',
  'solana-devnet': 'solana',
}

/** Token logos by symbol. */
const tokens = new Set([
  'ETH',
  'USDC',
  'USDT',
  'DAI',
  'WBTC',
  'BTC',
  'SOL',
  'POL',
  'BNB',
  'OP',
  'ARB',
])

/**
 * Social brands, asked for as `getAssetImage/social-<name>`: the Simple Icons slug and the set's
 * own brand colour (its `hex` in 16.37.0; read here rather than loading the whole set's index).
 */
const socials: Record<string, { slug: string; hex: string }> = {
  google: { slug: 'google', hex: '4285F4' },
  x: { slug: 'x', hex: '000000' },
  discord: { slug: 'discord', hex: '5865F2' },
  farcaster: { slug: 'farcaster', hex: '855DCD' },
  github: { slug: 'github', hex: '181717' },
  apple: { slug: 'apple', hex: '000000' },
  facebook: { slug: 'facebook', hex: '0866FF' },
}

/**
 * The real image of a registry entry or catalogue id, or undefined where the sets have none (the
 * route then draws the generated tile). `wallet` takes a Web3 Icons wallet name (what a real
 * registry wallet's `image_id` is, see `realWallets.ts`); `asset` takes the
 * catalogue's network ids, `walletconnect`, and `social-<provider>`; `token` a symbol.
 *
 * @example
 * await brandArtwork('asset', 'ethereum') // '<svg ...' (the Ethereum logo)
 */
export async function brandArtwork(kind: ImageKind, id: string): Promise<string | undefined> {
  const key = id.toLowerCase()
  if (kind === 'wallet') {
    return realWalletArtwork.has(key) ? web3Icon('wallets/background', key) : undefined
  }
  if (kind === 'token') {
    const symbol = id.toUpperCase()
    return tokens.has(symbol) ? web3Icon('tokens/branded', symbol) : undefined
  }
  if (kind !== 'asset') return undefined
  if (key === 'walletconnect') return web3Icon('wallets/background', 'wallet-connect')
  if (key.startsWith('social-')) {
    const social = socials[key.slice('social-'.length)]
    return social ? simpleIcon(social.slug, social.hex) : undefined
  }
  // Asked for by CAIP-2 id, chain reference or name, as the catalogue stores it.
  const network = catalogueNetworks.find(
    ([caip, name]) => caip.toLowerCase() === key || caip.split(':')[1] === id || name === key,
  )
  const name = network ? networks[network[1]] : undefined
  return name ? web3Icon('networks/branded', name) : undefined
}

async function web3Icon(folder: string, name: string): Promise<string | undefined> {
  if (!/^[A-Za-z0-9-]+$/.test(name)) return undefined
  try {
    const module = (await import(`@web3icons/core/svgs/${folder}/${name}.svg.js`)) as {
      default: string
    }
    return module.default
  } catch {
    return undefined
  }
}

async function simpleIcon(slug: string, hex: string): Promise<string | undefined> {
  const folder = join(dirname(createRequire(import.meta.url).resolve('simple-icons')), 'icons')
  const svg = await readFile(join(folder, `${slug}.svg`), 'utf8').catch(() => undefined)
  // The set's glyphs are one path; drawn in the brand's colour on a white disc, so a black brand
  // (X, GitHub, Apple) stays visible in the dark theme too.
  const path = svg?.match(/<path d="([^"]+)"/)?.[1]
  if (!path) return undefined
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="-6 -6 36 36">',
    '<circle cx="12" cy="12" r="18" fill="#ffffff"/>',
    `<path fill="#${hex}" d="${path}"/>`,
    '</svg>',
  ].join('')
}
