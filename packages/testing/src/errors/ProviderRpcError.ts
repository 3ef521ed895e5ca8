/**
 * EIP-1193 error codes the mock wallet answers with, and the JSON-RPC codes it uses for bad input.
 * Messages follow the wording wallets in the wild use (MetaMask's `eth-rpc-errors`), so a dapp that
 * matches on text sees what it would see with a real extension.
 */
export const ProviderErrorCodes: {
  readonly USER_REJECTED: 4001
  readonly UNAUTHORIZED: 4100
  readonly UNSUPPORTED_METHOD: 4200
  readonly DISCONNECTED: 4900
  readonly CHAIN_DISCONNECTED: 4901
  readonly UNRECOGNIZED_CHAIN: 4902
  readonly INVALID_REQUEST: -32600
  readonly INVALID_PARAMS: -32602
  readonly INTERNAL: -32603
} = {
  USER_REJECTED: 4001,
  UNAUTHORIZED: 4100,
  UNSUPPORTED_METHOD: 4200,
  DISCONNECTED: 4900,
  CHAIN_DISCONNECTED: 4901,
  UNRECOGNIZED_CHAIN: 4902,
  INVALID_REQUEST: -32600,
  INVALID_PARAMS: -32602,
  INTERNAL: -32603,
}

/** The default message for each code of {@link ProviderErrorCodes}. */
export const ProviderErrorMessages: Readonly<Record<number, string>> = {
  4001: 'User rejected the request.',
  4100: 'The requested account and/or method has not been authorized by the user.',
  4200: 'The requested method is not supported by this Ethereum provider.',
  4900: 'The provider is disconnected from all chains.',
  4901: 'The provider is disconnected from the specified chain.',
  [-32600]: 'The JSON sent is not a valid Request object.',
  [-32602]: 'Invalid method parameter(s).',
  [-32603]: 'Internal JSON-RPC error.',
}

/**
 * An EIP-1193 `ProviderRpcError`: what every rejected `provider.request()` of the mock wallet
 * throws. `code` is the EIP-1193 or JSON-RPC code, `data` any extra detail (the chain's own error
 * data for forwarded reads).
 *
 * @example
 * try {
 *   await wallet.provider.request({ method: 'personal_sign', params: ['0x68', address] })
 * } catch (error) {
 *   if (error instanceof ProviderRpcError && error.code === 4001) console.info('rejected')
 * }
 */
export class ProviderRpcError extends Error {
  /** The EIP-1193 / JSON-RPC error code. */
  readonly code: number
  /** Extra detail; `undefined` when there is none. */
  readonly data: unknown
  override name = 'ProviderRpcError'

  constructor(code: number, message?: string, data?: unknown) {
    super(message ?? ProviderErrorMessages[code] ?? ProviderErrorMessages[-32603])
    this.code = code
    this.data = data
  }
}
