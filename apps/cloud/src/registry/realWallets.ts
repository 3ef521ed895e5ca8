import { evmChainIds, solanaChainIds } from './chainIds'
import { hashHex } from './hashHex'
import type { WalletEntry } from './types'

type RealWallet = Pick<
  WalletEntry,
  | 'name'
  | 'rdns'
  | 'homepage'
  | 'mobile_link'
  | 'desktop_link'
  | 'webapp_link'
  | 'app_store'
  | 'play_store'
  | 'chrome_store'
> & {
  /** Web3 Icons' wallet name: the entry's `image_id`, drawn from `@web3icons/core`. */
  artwork: string
  chains: 'evm' | 'solana' | 'both'
  /** The provider flag its extension sets (`window.ethereum.isMetaMask`), if it has one. */
  flag?: string
}

// Real wallets the icon set covers, with the links their makers publish: the app's own deep-link
// scheme (or universal link), the desktop app's scheme, the web app, and the store pages. A link we
// could not check stays null rather than guessed.
const wallets: RealWallet[] = [
  {
    name: 'MetaMask',
    artwork: 'metamask',
    chains: 'evm',
    rdns: 'io.metamask',
    flag: 'isMetaMask',
    homepage: 'https://metamask.io',
    mobile_link: 'metamask://',
    desktop_link: null,
    webapp_link: null,
    app_store: 'https://apps.apple.com/us/app/metamask/id1438144202',
    play_store: 'https://play.google.com/store/apps/details?id=io.metamask',
    chrome_store: 'https://chromewebstore.google.com/detail/nkbihfbeogaeaoehlefnkodbefgpgknn',
  },
  {
    name: 'Trust Wallet',
    artwork: 'trust',
    chains: 'both',
    rdns: 'com.trustwallet.app',
    flag: 'isTrust',
    homepage: 'https://trustwallet.com',
    mobile_link: 'trust://',
    desktop_link: null,
    webapp_link: null,
    app_store: 'https://apps.apple.com/app/apple-store/id1288339409',
    play_store: 'https://play.google.com/store/apps/details?id=com.wallet.crypto.trustapp',
    chrome_store: 'https://chromewebstore.google.com/detail/egjidjbpglichdcondbcbdnbeeppgdph',
  },
  {
    name: 'Rainbow',
    artwork: 'rainbow',
    chains: 'evm',
    rdns: 'me.rainbow',
    flag: 'isRainbow',
    homepage: 'https://rainbow.me',
    mobile_link: 'rainbow://',
    desktop_link: null,
    webapp_link: null,
    app_store: 'https://apps.apple.com/us/app/rainbow-ethereum-wallet/id1457119021',
    play_store: 'https://play.google.com/store/apps/details?id=me.rainbow',
    chrome_store: 'https://chromewebstore.google.com/detail/opfgelmcmbiajamepnmloijbpoleiama',
  },
  {
    name: 'Coinbase Wallet',
    artwork: 'coinbase',
    chains: 'both',
    rdns: 'com.coinbase.wallet',
    flag: 'isCoinbaseWallet',
    homepage: 'https://www.coinbase.com/wallet',
    mobile_link: 'cbwallet://',
    desktop_link: null,
    webapp_link: null,
    app_store: 'https://apps.apple.com/app/coinbase-wallet/id1278383455',
    play_store: 'https://play.google.com/store/apps/details?id=org.toshi',
    chrome_store: 'https://chromewebstore.google.com/detail/hnfanknocfeofbddgcijnmhnfnkdnaad',
  },
  {
    name: 'Phantom',
    artwork: 'phantom',
    chains: 'both',
    rdns: 'app.phantom',
    flag: 'isPhantom',
    homepage: 'https://phantom.app',
    mobile_link: 'phantom://',
    desktop_link: null,
    webapp_link: null,
    app_store: 'https://apps.apple.com/app/phantom-solana-wallet/id1598432977',
    play_store: 'https://play.google.com/store/apps/details?id=app.phantom',
    chrome_store: 'https://chromewebstore.google.com/detail/bfnaelmomeimhlpmgjnjophhpkkoljpa',
  },
  {
    name: 'Zerion',
    artwork: 'zerion',
    chains: 'evm',
    rdns: 'io.zerion.wallet',
    homepage: 'https://zerion.io',
    mobile_link: 'zerion://',
    desktop_link: null,
    webapp_link: 'https://app.zerion.io',
    app_store: 'https://apps.apple.com/app/apple-store/id1456732565',
    play_store: 'https://play.google.com/store/apps/details?id=io.zerion.android',
    chrome_store: 'https://chromewebstore.google.com/detail/klghhnkeealcohjjanjjdaeeggmfmlpl',
  },
  {
    name: 'OKX Wallet',
    artwork: 'okx',
    chains: 'both',
    rdns: 'com.okex.wallet',
    homepage: 'https://www.okx.com/web3',
    mobile_link: 'okex://main',
    desktop_link: null,
    webapp_link: null,
    app_store: 'https://apps.apple.com/us/app/okx-buy-bitcoin-eth-crypto/id1327268470',
    play_store: 'https://play.google.com/store/apps/details?id=com.okinc.okex.gp',
    chrome_store: 'https://chromewebstore.google.com/detail/mcohilncbfahbmgdjkbpemcciiolgcge',
  },
  {
    name: 'Rabby Wallet',
    artwork: 'rabby',
    chains: 'evm',
    rdns: 'io.rabby',
    homepage: 'https://rabby.io',
    mobile_link: null,
    desktop_link: null,
    webapp_link: null,
    app_store: null,
    play_store: null,
    chrome_store: 'https://chromewebstore.google.com/detail/acmacodkjbdgmoleebolmdjonilkdbch',
  },
  {
    name: 'Ledger Live',
    artwork: 'ledger',
    chains: 'evm',
    rdns: null,
    homepage: 'https://www.ledger.com/ledger-live',
    mobile_link: 'ledgerlive://',
    desktop_link: 'ledgerlive://',
    webapp_link: null,
    app_store: 'https://apps.apple.com/app/ledger-live-web3-wallet/id1361671700',
    play_store: 'https://play.google.com/store/apps/details?id=com.ledger.live',
    chrome_store: null,
  },
  {
    name: 'Safe',
    artwork: 'safe',
    chains: 'evm',
    rdns: null,
    homepage: 'https://safe.global',
    mobile_link: null,
    desktop_link: null,
    webapp_link: 'https://app.safe.global',
    app_store: null,
    play_store: null,
    chrome_store: null,
  },
  {
    name: 'Solflare',
    artwork: 'solflare',
    chains: 'solana',
    rdns: 'com.solflare',
    homepage: 'https://solflare.com',
    mobile_link: 'solflare://',
    desktop_link: null,
    webapp_link: null,
    app_store: 'https://apps.apple.com/app/solflare/id1580902717',
    play_store: 'https://play.google.com/store/apps/details?id=com.solflare.mobile',
    chrome_store: 'https://chromewebstore.google.com/detail/bhhhlbepdkbapadjdnnojkbgioiodbic',
  },
]

/** The Web3 Icons wallet names the real entries draw: the only wallet artwork the routes serve. */
export const realWalletArtwork: ReadonlySet<string> = new Set(
  wallets.map((wallet) => wallet.artwork),
)

const colours: Record<string, string> = { evm: '#627eea', solana: '#9945ff', both: '#2b9348' }

/**
 * Real wallets as registry entries: the maker's name, rdns and links, `image_id` = their Web3
 * Icons name (the image routes draw it from the set). Ids are sha256 of `airlock-wallet:<slug>`,
 * like every entry.
 *
 * @example
 * realWallets().find((wallet) => wallet.name === 'MetaMask')?.mobile_link // 'metamask://'
 */
export function realWallets(): WalletEntry[] {
  return wallets.map(({ artwork, chains: kind, flag, ...wallet }) => {
    const slug = wallet.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')
    const chains =
      kind === 'evm'
        ? [...evmChainIds]
        : kind === 'solana'
          ? [...solanaChainIds]
          : [...evmChainIds, solanaChainIds[0] as string]
    return {
      ...wallet,
      id: hashHex(`airlock-wallet:${slug}`),
      slug,
      image_id: artwork,
      chains,
      injected: flag
        ? [{ namespace: kind === 'solana' ? 'solana' : 'eip155', injected_id: flag }]
        : null,
      badge_type: 'certified',
      color: colours[kind] as string,
    }
  })
}
