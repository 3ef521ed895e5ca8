export { type CreateSiwxInput, createSiwx, DEFAULT_SESSION_MS } from '../createSiwx'
export { SiwxBaseError, type SiwxBaseErrorParameters } from '../errors/base'
export {
  SiwxMessageError,
  type SiwxRejection,
  SiwxVerificationError,
} from '../errors/siwx'
export { createSiwxMessage } from '../message/createSiwxMessage'
export { parseSiwxMessage } from '../message/parseSiwxMessage'
export {
  type CloudRpcClientsInput,
  cloudRpcClients,
} from '../stores/cloudRpcClients'
export {
  type CloudSiwxStore,
  type CloudSiwxStoreInput,
  cloudSiwxStore,
} from '../stores/cloudSiwxStore'
export { isCurrent } from '../stores/isCurrent'
export {
  LOCAL_NONCE_TTL_MS,
  type LocalSiwxStoreInput,
  localSiwxStore,
} from '../stores/localSiwxStore'
export type { SiwxStorage, SiwxStore } from '../stores/types'
export { type VerifySignatureInput, verifySignature } from '../verify/verifySignature'
export { type VerifySiwxMessageInput, verifySiwxMessage } from '../verify/verifySiwxMessage'
export {
  isSolanaAddress,
  type VerifySolanaSignatureInput,
  verifySolanaSignature,
} from '../verify/verifySolanaSignature'
