import type { ChainAdapterEmbeddedContext } from '@airlock/core'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import bs58 from 'bs58'

const STANDARD_CHAINS = ['solana:mainnet', 'solana:devnet', 'solana:testnet'] as const
const FEATURES = [
  'solana:signMessage',
  'solana:signTransaction',
  'solana:signAndSendTransaction',
] as const

const toBase64 = (bytes: Uint8Array): string => {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}
const fromBase64 = (value: string): Uint8Array =>
  Uint8Array.from(atob(value), (char) => char.charCodeAt(0))

type Listener = (properties: { accounts?: readonly WalletAccount[] }) => void

/** The embedded wallet's Solana side, as the adapter drives it. */
export type EmbeddedSolanaWallet = {
  /** A Wallet Standard wallet (never registered with the page) whose features go to the frame. */
  wallet: Wallet
  /** Makes `address` the wallet's account (after GET_USER) and returns it. */
  setAccount(address: string): WalletAccount
  /** Tells the adapter the session ended (a change with no accounts). */
  endSession(): void
}

/**
 * The embedded wallet's Solana account behind the Wallet Standard's shape, so the adapter's
 * signing and sending code serves it as it serves a browser wallet: `solana:signMessage`,
 * `solana:signTransaction` and `solana:signAndSendTransaction` become the frame's
 * `solana_signMessage` / `solana_signTransaction` / `solana_signAndSendTransaction` (WalletConnect's
 * shapes: base58 messages and signatures, base64 transactions) through core's embedded session,
 * where each is approved by the visitor inside the frame. `standard:disconnect` signs out.
 *
 * @example
 * const { wallet, setAccount } = createEmbeddedSolanaWallet(() => context.embedded, 'Email and socials')
 */
export function createEmbeddedSolanaWallet(
  getEmbedded: () => ChainAdapterEmbeddedContext,
  name: string,
): EmbeddedSolanaWallet {
  let accounts: WalletAccount[] = []
  const listeners = new Set<Listener>()
  const request = <T>(method: string, params: Record<string, unknown>) =>
    getEmbedded().request({ method, params }) as Promise<T>

  const wallet: Wallet = {
    version: '1.0.0',
    name,
    // Only its features and accounts are used (the listed wallet is createSolanaAuth's).
    icon: 'data:image/svg+xml;base64,',
    chains: STANDARD_CHAINS,
    get accounts() {
      return accounts
    },
    features: {
      'standard:connect': {
        version: '1.0.0',
        connect: async () => ({ accounts }),
      },
      'standard:disconnect': {
        version: '1.0.0',
        disconnect: () => getEmbedded().signOut(),
      },
      'standard:events': {
        version: '1.0.0',
        on: (_event: 'change', listener: Listener) => {
          listeners.add(listener)
          return () => listeners.delete(listener)
        },
      },
      'solana:signMessage': {
        version: '1.0.0',
        signMessage: async (...inputs: { account: WalletAccount; message: Uint8Array }[]) =>
          Promise.all(
            inputs.map(async ({ account, message }) => {
              const { signature } = await request<{ signature: string }>('solana_signMessage', {
                message: bs58.encode(message),
                pubkey: account.address,
              })
              return { signedMessage: message, signature: bs58.decode(signature) }
            }),
          ),
      },
      'solana:signTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        signTransaction: async (...inputs: { transaction: Uint8Array }[]) =>
          Promise.all(
            inputs.map(async ({ transaction }) => {
              const reply = await request<{ transaction: string }>('solana_signTransaction', {
                transaction: toBase64(transaction),
              })
              return { signedTransaction: fromBase64(reply.transaction) }
            }),
          ),
      },
      'solana:signAndSendTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        signAndSendTransaction: async (
          ...inputs: { transaction: Uint8Array; options?: Record<string, unknown> }[]
        ) =>
          Promise.all(
            inputs.map(async ({ transaction, options }) => {
              const sendOptions = {
                ...(typeof options?.preflightCommitment === 'string'
                  ? { preflightCommitment: options.preflightCommitment }
                  : {}),
                ...(typeof options?.skipPreflight === 'boolean'
                  ? { skipPreflight: options.skipPreflight }
                  : {}),
              }
              const { signature } = await request<{ signature: string }>(
                'solana_signAndSendTransaction',
                { transaction: toBase64(transaction), sendOptions },
              )
              return { signature: bs58.decode(signature) }
            }),
          ),
      },
    },
  }

  return {
    wallet,
    setAccount(address) {
      const account: WalletAccount = {
        address,
        publicKey: bs58.decode(address),
        chains: STANDARD_CHAINS,
        features: FEATURES,
      }
      accounts = [account]
      return account
    },
    endSession() {
      if (accounts.length === 0) return
      accounts = []
      for (const listener of [...listeners]) listener({ accounts: [] })
    },
  }
}
