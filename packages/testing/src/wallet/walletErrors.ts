import { toHex } from 'viem'
import { ProviderErrorCodes, ProviderRpcError } from '../errors/ProviderRpcError'

/** 4001, the answer to a refused prompt. */
export function userRejected(): ProviderRpcError {
  return new ProviderRpcError(ProviderErrorCodes.USER_REJECTED)
}

/** -32602 with a message saying what was wrong. */
export function invalidParams(message?: string): ProviderRpcError {
  return new ProviderRpcError(ProviderErrorCodes.INVALID_PARAMS, message)
}

/** 4902 in MetaMask's words, which dapps match on as often as on the code. */
export function unrecognizedChain(id: number): ProviderRpcError {
  return new ProviderRpcError(
    ProviderErrorCodes.UNRECOGNIZED_CHAIN,
    `Unrecognized chain ID "${toHex(id)}". Try adding the chain using wallet_addEthereumChain first.`,
  )
}

/** Anything thrown that is not already a ProviderRpcError becomes -32603 with its message. */
export function toProviderError(error: unknown): ProviderRpcError {
  if (error instanceof ProviderRpcError) return error
  return new ProviderRpcError(ProviderErrorCodes.INTERNAL, undefined, {
    cause: error instanceof Error ? error.message : String(error),
  })
}
