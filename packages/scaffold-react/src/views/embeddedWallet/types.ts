// The embedded-wallet contract lives in core, shared with the adapters' auth connectors.
export type {
  EmbeddedWallet,
  EmbeddedWalletRequest,
  EmbeddedWalletSnapshot,
  EmbeddedWalletUser,
} from '@airlock/core'
