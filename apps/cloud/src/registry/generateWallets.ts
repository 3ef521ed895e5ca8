import { evmChainIds, solanaChainIds } from './chainIds'
import { createRandom } from './createRandom'
import { hashHex } from './hashHex'
import { realWallets } from './realWallets'
import { testWallets } from './testWallets'
import type { WalletEntry } from './types'

const prefixes = [
  'Aurora',
  'Beacon',
  'Cobalt',
  'Drift',
  'Ember',
  'Falcon',
  'Granite',
  'Harbor',
  'Iris',
  'Juniper',
  'Kestrel',
  'Lumen',
  'Meridian',
  'Nimbus',
  'Onyx',
  'Prism',
  'Quartz',
  'Ripple',
  'Summit',
  'Tidal',
  'Umbra',
  'Vertex',
  'Willow',
  'Xenon',
  'Yonder',
  'Zephyr',
  'Atlas',
  'Bolt',
  'Cedar',
  'Dune',
]
const suffixes = [
  'Wallet',
  'Vault',
  'Pay',
  'Keys',
  'Safe',
  'Pocket',
  'Connect',
  'Hub',
  'One',
  'X',
  'Mobile',
  'Pro',
]
const palette = [
  '#e4572e',
  '#29335c',
  '#f3a712',
  '#669bbc',
  '#8c2f39',
  '#3a5a40',
  '#6a4c93',
  '#1982c4',
  '#ff595e',
  '#2a9d8f',
  '#264653',
  '#e76f51',
  '#7209b7',
  '#4361ee',
  '#2b9348',
  '#d00000',
]

/** How many generated wallets the catalogue holds, on top of the test wallets. */
export const generatedWalletCount = 318

/**
 * The wallet catalogue: the test wallets first, then {@link generatedWalletCount} generated
 * entries with varied names, chains, deep links and badges, then the real wallets the icon set
 * covers (`realWallets`). Pure and deterministic: the same list on every machine and every start.
 *
 * @example
 * generateWallets().length // 332
 */
export function generateWallets(): WalletEntry[] {
  const random = createRandom(20_240_601)
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T
  const names = prefixes.flatMap((p) => suffixes.map((s) => `${p} ${s}`))
  // Fisher-Yates with the seeded PRNG: a stable but unalphabetical order, like a ranking.
  for (let i = names.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[names[i], names[j]] = [names[j] as string, names[i] as string]
  }
  const generated = names.slice(0, generatedWalletCount).map((name): WalletEntry => {
    const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-')
    const compact = slug.replace(/-/g, '')
    const kind = random()
    const chains =
      kind < 0.7
        ? evmChainIds.filter((_, i) => i < 2 || random() < 0.5)
        : kind < 0.85
          ? solanaChainIds.filter((_, i) => i === 0 || random() < 0.5)
          : [...evmChainIds.filter((_, i) => i === 0 || random() < 0.4), solanaChainIds[0]]
    const hasMobile = random() < 0.85
    const universal = random() < 0.4
    const hasDesktop = random() < 0.3
    const hasWebapp = random() < 0.25
    const hasExtension = random() < 0.45
    return {
      id: hashHex(`airlock-wallet:${slug}`),
      name,
      slug,
      image_id: hashHex(`airlock-image:${slug}`),
      rdns: hasExtension ? `example.${compact}` : null,
      chains: [...chains],
      homepage: `https://${compact}.example`,
      mobile_link: hasMobile
        ? universal
          ? `https://link.${compact}.example/wc`
          : `${compact}://`
        : null,
      desktop_link: hasDesktop ? `${compact}desktop://` : null,
      webapp_link: hasWebapp ? `https://app.${compact}.example` : null,
      app_store: hasMobile
        ? `https://apps.apple.com/app/${slug}/id${1_000_000 + Math.floor(random() * 8_999_999)}`
        : null,
      play_store: hasMobile
        ? `https://play.google.com/store/apps/details?id=example.${compact}`
        : null,
      chrome_store: hasExtension ? `https://chromewebstore.google.com/detail/${slug}` : null,
      injected: hasExtension
        ? [
            {
              namespace: chains[0]?.startsWith('solana') ? 'solana' : 'eip155',
              injected_id: `is${compact}`,
            },
          ]
        : null,
      badge_type: random() < 0.25 ? 'certified' : 'none',
      color: pick(palette),
    }
  })
  return [...testWallets(), ...generated, ...realWallets()]
}
