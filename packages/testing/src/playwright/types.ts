import type { Address } from 'viem'
import type {
  CreateMockWalletOptions,
  MockChain,
  MockWalletBehavior,
  MockWalletInfo,
  PendingRequest,
} from '../wallet/types'

/** Options of `injectMockWallet`: the wallet's options plus how it is put into the page. */
export type InjectMockWalletOptions = Omit<CreateMockWalletOptions, 'storage'> & {
  /**
   * Remember connection, chain, account, added chains and switches in the page's `localStorage`
   * across reloads, as an extension remembers a site. Default `true`.
   */
  persist?: boolean
  /** Also set `window.ethereum` to the provider. Default `false` (EIP-6963 only). */
  injectEthereum?: boolean
  /** Inject into iframes too, not only the top document. Default `false`. */
  allFrames?: boolean
  /**
   * Send the wallet's requests to its own chains (the `rpcUrl`s given here) from Node through a
   * Playwright binding, as an extension does from its background page, instead of the page's
   * `fetch`: the page's Content-Security-Policy then does not see them, so a dapp can be tested
   * under the policy it ships. Chains the dapp adds later are still reached from the page.
   * Default `false`.
   */
  rpcOutsidePage?: boolean
}

/** Options of `MockWalletHandle.waitForPending`. */
export type WaitForPendingOptions = {
  /** Wait for a request of this method (default: any). */
  method?: string
  /** Milliseconds before giving up. Default 5000. */
  timeout?: number
}

/**
 * Node-side control of a wallet injected into a page. Every call runs in the page's current
 * document (through `page.evaluate`), so it keeps working after reloads.
 */
export type MockWalletHandle = {
  /** The EIP-6963 info announced in the page. */
  readonly info: MockWalletInfo
  /** The wallet's addresses, in the order of `privateKeys`. */
  readonly addresses: readonly Address[]
  /** Every account, the selected one first. */
  accounts(): Promise<Address[]>
  isConnected(): Promise<boolean>
  chainId(): Promise<number>
  chains(): Promise<MockChain[]>
  behavior(): Promise<MockWalletBehavior>
  setBehavior(patch: Partial<MockWalletBehavior>): Promise<void>
  pending(): Promise<PendingRequest[]>
  /** Resolves with the first pending request (of `method`, if given); rejects after the timeout. */
  waitForPending(options?: WaitForPendingOptions): Promise<PendingRequest>
  approvePending(id?: number): Promise<number>
  rejectPending(id?: number): Promise<number>
  disconnect(): Promise<void>
  switchChain(chainId: number): Promise<void>
  setAccount(account: Address | number): Promise<void>
}
