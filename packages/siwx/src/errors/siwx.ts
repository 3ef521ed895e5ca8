import { SiwxBaseError, type SiwxBaseErrorParameters } from './base'

/** Why a sign-in was refused: one word a server can log or answer with. */
export type SiwxRejection =
  | 'malformed'
  | 'unsupported-chain'
  | 'wrong-domain'
  | 'wrong-uri'
  | 'wrong-nonce'
  | 'expired'
  | 'not-yet-valid'
  | 'replayed'
  | 'revoked'
  | 'invalid-signature'

/** A SIWX message that is not a well-formed EIP-4361 text. */
export class SiwxMessageError extends SiwxBaseError {
  override name = 'SiwxMessageError'
  constructor(parameters: SiwxBaseErrorParameters = {}) {
    super('Invalid SIWX message', parameters)
  }
}

/** A signed SIWX message that does not sign the visitor in, with the reason. */
export class SiwxVerificationError extends SiwxBaseError {
  override name = 'SiwxVerificationError'
  /** Why the message was refused. */
  readonly reason: SiwxRejection
  constructor(reason: SiwxRejection, parameters: SiwxBaseErrorParameters = {}) {
    super(`SIWX message refused: ${reason}`, parameters)
    this.reason = reason
  }
}
