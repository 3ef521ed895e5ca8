import {
  type CaipNetworkId,
  isStaleSessionError,
  SessionExpiredError,
  toWalletConnectError,
  type WalletConnectProvider,
} from '@airlock/core'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import bs58 from 'bs58'
import { fromBase64, toBase64 } from './base64'

/** What the session's Solana side needs from the adapter. */
export type WalletConnectWalletParameters = {
  provider: WalletConnectProvider
  account: WalletAccount
  /** The Wallet Standard chains of the networks the session approved. */
  chains: readonly `solana:${string}`[]
  /** The CAIP-2 id requests are sent for: the adapter's current Solana network. */
  getChainId(): CaipNetworkId
  /** Forgets a session the SDK no longer holds (the adapter hears a disconnect). */
  forget(): Promise<void>
}

type ChangeListener = (properties: { accounts?: readonly WalletAccount[] }) => void

/**
 * The Solana side of a WalletConnect session seen as a Wallet Standard wallet, so the adapter's
 * sign and send code serves both kinds alike: `solana:signMessage` is `solana_signMessage`,
 * `solana:signTransaction` is `solana_signTransaction` and, when the wallet approved it,
 * `solana:signAndSendTransaction` is `solana_signAndSendTransaction` (WalletConnect's Solana
 * methods: base58 message and signatures, base64 transactions). A deleted session is a change
 * with no accounts (a disconnect).
 */
export function toWalletConnectWallet(parameters: WalletConnectWalletParameters): Wallet {
  const { provider, account } = parameters
  const approved = provider.session?.namespaces.solana?.methods ?? []

  const request = async <result>(
    method: string,
    params: Record<string, unknown>,
  ): Promise<result> => {
    try {
      return (await provider.request({ method, params }, parameters.getChainId())) as result
    } catch (error) {
      if (!isStaleSessionError(error)) throw toWalletConnectError(error)
      await parameters.forget()
      throw new SessionExpiredError({ cause: error })
    }
  }

  const signTransaction = async (transaction: Uint8Array): Promise<Uint8Array> => {
    const answer = await request<{ signature?: string; transaction?: string }>(
      'solana_signTransaction',
      { transaction: toBase64(transaction) },
    )
    if (answer.transaction) return fromBase64(answer.transaction)
    if (!answer.signature) throw new TypeError('The wallet returned no signature')
    // Older wallets answer with the fee payer's signature only: it goes in the first slot (one
    // signature slot per signer; the adapter's transactions are paid by the account).
    const signed = transaction.slice()
    signed.set(bs58.decode(answer.signature), 1)
    return signed
  }

  const features: Wallet['features'] = {
    'standard:connect': {
      version: '1.0.0',
      connect: async () => ({ accounts: [account] }),
    },
    'standard:disconnect': {
      version: '1.0.0',
      disconnect: async () => {
        if (!provider.session) return
        // Another adapter's side of the same session may have ended it a moment earlier.
        await provider.disconnect().catch(() => parameters.forget())
      },
    },
    'standard:events': {
      version: '1.0.0',
      on: (_event: 'change', listener: ChangeListener) => {
        const onDelete = () => listener({ accounts: [] })
        provider.on('session_delete', onDelete)
        return () => provider.off('session_delete', onDelete)
      },
    },
    'solana:signMessage': {
      version: '1.1.0',
      signMessage: async (...inputs: { message: Uint8Array }[]) =>
        Promise.all(
          inputs.map(async ({ message }) => {
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
          inputs.map(async ({ transaction }) => ({
            signedTransaction: await signTransaction(transaction),
          })),
        ),
    },
    ...(approved.includes('solana_signAndSendTransaction')
      ? {
          'solana:signAndSendTransaction': {
            version: '1.0.0',
            supportedTransactionVersions: ['legacy', 0],
            signAndSendTransaction: async (
              ...inputs: { transaction: Uint8Array; options?: Record<string, unknown> }[]
            ) =>
              Promise.all(
                inputs.map(async ({ transaction, options }) => {
                  const { signature } = await request<{ signature: string }>(
                    'solana_signAndSendTransaction',
                    {
                      transaction: toBase64(transaction),
                      ...(options ? { sendOptions: options } : {}),
                    },
                  )
                  return { signature: bs58.decode(signature) }
                }),
              ),
          },
        }
      : {}),
  }

  return {
    version: '1.0.0',
    name: 'WalletConnect',
    icon: 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=',
    chains: [...parameters.chains],
    accounts: [account],
    features,
  }
}
