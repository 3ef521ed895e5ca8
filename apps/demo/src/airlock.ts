import { createEvmAdapter, type EvmAdapter } from '@airlock/adapter-evm'
import { createSolanaAdapter } from '@airlock/adapter-solana'
import {
  base,
  fetchBalance,
  mainnet,
  type Network,
  solanaDevnet,
  withCloudRpc,
} from '@airlock/core'
import { type Airlock, createAirlock } from '@airlock/react'
import { cloudUrl, projectId, relayUrl, secureSiteUrl } from './config'
import { ACCENT_KEY, demoLocale, readSetting } from './demoSettings'
import { featureSwitches } from './featureSwitches'
import { LEGACY_SIGN_IN_PATH, legacySiweConfig } from './siweLegacy'
import { SIGN_IN_PATH, signInConfig } from './siwx'
import { SMART_SESSIONS_PATH } from './smartSessionsPath'

/**
 * A local chain outside the twelve swap networks (SPEC.md §9), which the cloud runs beside 1 and
 * 8453: the Account view shows no Swap on it.
 */
const anvil: Network = {
  id: 31337,
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:31337',
  name: 'Anvil',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8547'] } },
  testnet: true,
}

/** The networks the demo connects to, with every RPC call going through the cloud's proxy. */
export const demoNetworks: Network[] = [mainnet, base, anvil].map((network) =>
  withCloudRpc(network, { host: cloudUrl, projectId }),
)

/**
 * `/solana`: the local cloud's Solana devnet beside the EVM chains, with the Solana adapter
 * (browser wallets that register through the Wallet Standard). Its RPC and websocket go through
 * the cloud's proxy like every other network's; web3.js loads only when a send or read needs it.
 */
const withSolana =
  typeof location !== 'undefined' &&
  (location.pathname === '/solana' ||
    // `/siwx?solana`: sign in with a Solana wallet too (Sign-In-With-Solana, src/siwx.ts).
    (location.pathname === SIGN_IN_PATH && new URLSearchParams(location.search).has('solana')))

/**
 * The EVM adapter, kept for `/wagmi-hooks`: its `wagmiConfig` is what wagmi's own hooks run on.
 * `auth`: email and social login through the secure site (its code loads only when used).
 * `walletConnect`: QR and deep-link sessions over the relay (the SDK loads only when picked).
 */
export const evmAdapter: EvmAdapter = createEvmAdapter({
  auth: true,
  walletConnect: true,
  // Pending-transaction polling (off by default): every 30000 ms, what the account sent (in
  // the modal or around it) that settled refreshes the balances (nothing once disconnected).
  pendingTransactions: {
    onSettled: () => void fetchBalance(airlock.core, { force: true }).catch(() => undefined),
  },
})

const accent = readSetting(ACCENT_KEY)

// One instance for the page, created outside components as the scaffold asks; nothing here
// touches `window`, so the server-side render of the tests can import it too.
export const airlock: Airlock = createAirlock({
  projectId,
  networks: withSolana
    ? [...demoNetworks, withCloudRpc(solanaDevnet, { host: cloudUrl, projectId })]
    : demoNetworks,
  // Configured once: the adapter takes the networks, secure site, relay and metadata given here.
  adapters: [
    evmAdapter,
    // `auth`: the same email or social login gives a Solana account too (approved in the frame).
    // `walletConnect` here too: one pairing proposes eip155 and solana, and a wallet that has
    // both connects both with one approval (the SDK is shared, and loads only when picked).
    ...(withSolana ? [createSolanaAdapter({ auth: true, walletConnect: true })] : []),
  ],
  // `/compact` shows the collapsed Connect view: the wallets behind one button (ConnectWallets),
  // two socials then All socials (ConnectSocials). Read once: the instance lives for the page.
  features: {
    // `?analytics=off`: the dapp turns analytics off; then nothing is fetched or sent for it.
    analytics:
      typeof location === 'undefined' ||
      new URLSearchParams(location.search).get('analytics') !== 'off',
    collapseWallets: typeof location !== 'undefined' && location.pathname === '/compact',
    // `/smart-sessions`: spending permissions of the embedded wallet's smart account (off elsewhere,
    // as by default).
    smartSessions: typeof location !== 'undefined' && location.pathname === SMART_SESSIONS_PATH,
    // Any switch from the query, e.g. `/?legalCheckbox=on` or `/?emailShowWallets=off`.
    ...(typeof location !== 'undefined' ? featureSwitches(location.search) : {}),
  },
  // The links of the terms-and-privacy checkbox (shown with `?legalCheckbox=on`): the demo's own
  // pages, so nothing leaves the machine.
  ...(typeof location !== 'undefined'
    ? {
        termsConditionsUrl: `${location.origin}/terms`,
        privacyPolicyUrl: `${location.origin}/privacy`,
      }
    : {}),
  // `/siwx` requires sign-in with the wallet after connecting (`/siwx?optional`: optional),
  // sessions kept by the cloud.
  ...(typeof location !== 'undefined' && location.pathname === SIGN_IN_PATH
    ? { siwx: signInConfig(!new URLSearchParams(location.search).has('optional')) }
    : {}),
  // `/siwe`: the same, configured the legacy way (`siweConfig`: the ConnectingSiwe view).
  ...(typeof location !== 'undefined' && location.pathname === LEGACY_SIGN_IN_PATH
    ? { siweConfig: legacySiweConfig() }
    : {}),
  // The visitor's language (the Appearance panel's pick, else the browser's) and accent colour.
  locale: demoLocale(),
  ...(accent ? { themeVariables: { '--al-accent': accent } } : {}),
  secureSiteUrl,
  relayUrl,
  apiUrl: cloudUrl,
  registryUrl: cloudUrl,
  metadata: {
    name: 'Airlock demo',
    description: 'The example dapp of Airlock',
    // What WalletConnect wallets show as the dapp: the page's own origin (tests serve the demo on
    // other ports), the dev server's outside a browser.
    url: typeof location === 'undefined' ? 'http://127.0.0.1:5173' : location.origin,
    icons: [],
  },
})
