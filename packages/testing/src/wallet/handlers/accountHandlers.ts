import { toHex } from 'viem'
import type { WalletContext } from '../createWalletContext'
import { invalidParams } from '../walletErrors'
import type { Handlers } from './types'

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

/** Chain id, accounts and EIP-2255 permissions: answered by the wallet itself. */
export function accountHandlers(context: WalletContext): Handlers {
  const { state } = context
  return {
    eth_chainId: () => toHex(state.chainId),
    net_version: () => String(state.chainId),
    eth_accounts: () => (state.connected && state.online ? context.ordered() : []),

    async eth_requestAccounts(params) {
      // A connected site gets its accounts without a prompt, as with an extension.
      if (state.connected && state.online) return context.ordered()
      await context.ask('eth_requestAccounts', params)
      context.connect()
      return context.ordered()
    },

    async wallet_requestPermissions(params) {
      const requested = params[0]
      if (!isRecord(requested) || !('eth_accounts' in requested)) {
        throw invalidParams('wallet_requestPermissions supports the eth_accounts permission only')
      }
      await context.ask('wallet_requestPermissions', params)
      context.connect()
      return context.permissions()
    },

    wallet_getPermissions: () => context.permissions(),

    // Revoking needs no prompt (the dapp gives something up), as in MetaMask.
    wallet_revokePermissions(params) {
      const revoked = params[0]
      if (!isRecord(revoked)) throw invalidParams()
      if ('eth_accounts' in revoked && state.connected) {
        state.connected = false
        context.persist()
        context.emitter.emit('accountsChanged', [])
      }
      return null
    },
  }
}
