import type { WalletContext } from '../createWalletContext'
import { parseChainId } from '../parseChainId'
import { invalidParams, unrecognizedChain } from '../walletErrors'
import type { Handlers } from './types'

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** EIP-3326 switch and EIP-3085 add, with the `unknownChains` switch. */
export function chainHandlers(context: WalletContext): Handlers {
  const { state } = context
  return {
    async wallet_switchEthereumChain(params) {
      const target = params[0]
      if (!isRecord(target)) throw invalidParams('wallet_switchEthereumChain expects [{ chainId }]')
      const id = parseChainId(target.chainId)
      // Wallets answer 4902 before any prompt: there is nothing to ask about.
      if (state.behavior.unknownChains.includes(id) || !context.findChain(id)) {
        throw unrecognizedChain(id)
      }
      if (id === state.chainId) return null
      await context.ask('wallet_switchEthereumChain', params)
      context.setChain(id)
      return null
    },

    async wallet_addEthereumChain(params) {
      const chain = params[0]
      if (!isRecord(chain)) throw invalidParams('wallet_addEthereumChain expects [chain]')
      const id = parseChainId(chain.chainId)
      const rpcUrl = Array.isArray(chain.rpcUrls) ? chain.rpcUrls[0] : undefined
      if (typeof rpcUrl !== 'string' || !/^https?:\/\//.test(rpcUrl)) {
        throw invalidParams('wallet_addEthereumChain expects an http(s) URL in rpcUrls')
      }
      const known = context.findChain(id) && !state.behavior.unknownChains.includes(id)
      if (known && (!context.switchOnAdd || id === state.chainId)) return null
      await context.ask('wallet_addEthereumChain', params)
      if (!context.findChain(id)) {
        const name = typeof chain.chainName === 'string' ? { name: chain.chainName } : {}
        state.added = [...state.added, { id, rpcUrl, ...name }]
      }
      // A configured chain keeps the test's RPC URL; the "unknown" switch is lifted once added.
      state.behavior = {
        ...state.behavior,
        unknownChains: state.behavior.unknownChains.filter((c) => c !== id),
      }
      context.persist()
      if (context.switchOnAdd) context.setChain(id)
      return null
    },
  }
}
