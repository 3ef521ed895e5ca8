/** A JSON-RPC error with the code and message the Solana validator gives for the same case. */
export class SolanaRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message)
    this.name = 'SolanaRpcError'
  }
}

/** `-32602 Invalid params: <detail>` (wrong types or counts). */
export const invalidParams = (detail: string): SolanaRpcError =>
  new SolanaRpcError(-32602, `Invalid params: ${detail}`)

/** `-32602 Invalid param: <detail>` (a value of the right type that is not valid, e.g. a key). */
export const invalidParam = (detail: string): SolanaRpcError =>
  new SolanaRpcError(-32602, `Invalid param: ${detail}`)
