export { SiwxBaseError } from '../errors/base'
export { SiwxMessageError, type SiwxRejection, SiwxVerificationError } from '../errors/siwx'
export { parseSiwxMessage } from '../message/parseSiwxMessage'
export {
  type VerifiedSiwxSession,
  type VerifySiwxSessionInput,
  verifySiwxSession,
} from '../server/verifySiwxSession'
export { cloudRpcClients } from '../stores/cloudRpcClients'
export { type VerifySignatureInput, verifySignature } from '../verify/verifySignature'
export { type VerifySiwxMessageInput, verifySiwxMessage } from '../verify/verifySiwxMessage'
export {
  type VerifySolanaSignatureInput,
  verifySolanaSignature,
} from '../verify/verifySolanaSignature'
