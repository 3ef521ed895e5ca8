import { evmChainIds, solanaChainIds } from './chainIds'
import { hashHex } from './hashHex'
import type { WalletEntry } from './types'

/**
 * The wallets our own tests drive: `Airlock Test Wallet` (`dev.airlock.testwallet`), `Mock Wallet`
 * (`dev.airlock.mock`, what the mock injected wallet of `@airlock/testing` announces by default,
 * so the modal matches it to this entry) and a WalletConnect-only one. Their ids are stable:
 * sha256 of `airlock-wallet:<slug>`, written out in the README, so other packages can hard-code
 * them.
 */
export function testWallets(): WalletEntry[] {
  const base = {
    homepage: null,
    app_store: null,
    play_store: null,
    chrome_store: null,
    badge_type: 'certified' as const,
  }
  return [
    {
      ...base,
      id: hashHex('airlock-wallet:airlock-test-wallet'),
      name: 'Airlock Test Wallet',
      slug: 'airlock-test-wallet',
      image_id: hashHex('airlock-image:airlock-test-wallet'),
      rdns: 'dev.airlock.testwallet',
      chains: ['eip155:1', 'eip155:8453', solanaChainIds[0]],
      mobile_link: 'airlocktest://',
      desktop_link: null,
      webapp_link: null,
      injected: [{ namespace: 'eip155', injected_id: 'isAirlockTestWallet' }],
      color: '#2f6fed',
    },
    {
      ...base,
      id: hashHex('airlock-wallet:mock-wallet'),
      name: 'Mock Wallet',
      slug: 'mock-wallet',
      image_id: hashHex('airlock-image:mock-wallet'),
      rdns: 'dev.airlock.mock',
      chains: ['eip155:1', 'eip155:8453'],
      mobile_link: null,
      desktop_link: null,
      webapp_link: null,
      injected: [{ namespace: 'eip155', injected_id: 'isAirlockMock' }],
      color: '#2563eb',
    },
    {
      ...base,
      id: hashHex('airlock-wallet:airlock-test-wallet-mobile'),
      name: 'Airlock Test Wallet Mobile',
      slug: 'airlock-test-wallet-mobile',
      image_id: hashHex('airlock-image:airlock-test-wallet-mobile'),
      rdns: 'dev.airlock.testwallet.mobile',
      chains: [...evmChainIds.slice(0, 2)],
      mobile_link: 'airlocktestmobile://',
      desktop_link: 'airlocktestdesktop://',
      webapp_link: null,
      injected: null,
      color: '#0f9d76',
    },
  ]
}
