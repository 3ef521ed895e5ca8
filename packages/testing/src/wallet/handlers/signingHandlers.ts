import type { Hex, PrivateKeyAccount } from 'viem'
import { isHex, toHex } from 'viem'
import type { WalletContext } from '../createWalletContext'
import { parseChainId } from '../parseChainId'
import { prepareTransaction } from '../prepareTransaction'
import { invalidParams } from '../walletErrors'
import type { Handlers } from './types'

type TypedData = Parameters<PrivateKeyAccount['signTypedData']>[0]

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** The methods that use a key: checked for a connected site and a known account, then asked. */
export function signingHandlers(context: WalletContext): Handlers {
  return {
    async personal_sign(params) {
      const [message, address] = params
      if (typeof message !== 'string')
        throw invalidParams('personal_sign expects [message, address]')
      context.requireConnected()
      const account = context.accountFor(address)
      await context.ask('personal_sign', params)
      // Hex is signed as bytes, anything else as UTF-8 text, as extensions do.
      return account.signMessage({ message: isHex(message) ? { raw: message } : message })
    },

    async eth_signTypedData_v4(params) {
      const [address, typedData] = params
      let parsed: unknown = typedData
      if (typeof typedData === 'string') {
        try {
          parsed = JSON.parse(typedData)
        } catch {
          throw invalidParams('eth_signTypedData_v4 expects typed data as JSON')
        }
      }
      if (!isRecord(parsed) || !isRecord(parsed.types) || typeof parsed.primaryType !== 'string') {
        throw invalidParams('eth_signTypedData_v4 expects [address, typedData]')
      }
      context.requireConnected()
      const account = context.accountFor(address)
      await context.ask('eth_signTypedData_v4', params)
      try {
        return await account.signTypedData(parsed as TypedData)
      } catch (error) {
        // viem explains what does not match the types; its first line is the useful part.
        throw invalidParams(error instanceof Error ? error.message.split('\n')[0] : undefined)
      }
    },

    async eth_sendTransaction(params) {
      const request = params[0]
      if (!isRecord(request)) throw invalidParams('eth_sendTransaction expects [transaction]')
      context.requireConnected()
      const account = context.accountFor(request.from ?? context.ordered()[0])
      const { state } = context
      if (request.chainId !== undefined && parseChainId(request.chainId) !== state.chainId) {
        throw invalidParams(
          `Invalid chainId ${String(request.chainId)}: the wallet is on ${toHex(state.chainId)}`,
        )
      }
      await context.ask('eth_sendTransaction', params)
      const transaction = await prepareTransaction({
        rpc: (method, p) => context.rpc(method, p),
        from: account.address,
        chainId: state.chainId,
        request,
      })
      const raw: Hex = await account.signTransaction(transaction)
      return context.rpc('eth_sendRawTransaction', [raw])
    },
  }
}
