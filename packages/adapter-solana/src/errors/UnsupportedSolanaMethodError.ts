import { BaseError, type BaseErrorParameters } from '@airlock/core'

/** Thrown by the Solana provider for a method it does not answer (code 4200, as EIP-1193 has it). */
export class UnsupportedSolanaMethodError extends BaseError {
  override name = 'UnsupportedSolanaMethodError'
  constructor({ method, ...parameters }: { method: string } & BaseErrorParameters) {
    super('The requested method is not supported', {
      code: 4200,
      metaMessages: [`Method: ${method}`],
      ...parameters,
    })
  }
}
