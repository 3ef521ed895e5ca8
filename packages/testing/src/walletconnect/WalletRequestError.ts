/** An answer the dapp sees as a JSON-RPC error (EIP-1193 codes). */
export class WalletRequestError extends Error {
  override name = 'WalletRequestError'
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}
