import type { ChainNamespace } from '../caip/types'

/** Connector kinds. */
export type ConnectorType = 'ANNOUNCED' | 'INJECTED' | 'AUTH' | 'WALLET_CONNECT' | 'MULTI_CHAIN'

/** A way to connect, as reported by a chain adapter. */
export type Connector = {
  id: string
  name: string
  type: ConnectorType
  chain: ChainNamespace
  /** Registry image id, when the wallet is in the registry. */
  imageId?: string
  /** Image URL or data URI announced by the wallet itself (EIP-6963); untrusted input. */
  imageUrl?: string
  /** Reverse-DNS id from an EIP-6963 announcement. */
  info?: { rdns?: string }
  /** Registry wallet id this connector corresponds to, when known. */
  explorerId?: string
  /**
   * Set by adapters for a connector backed by a wallet SDK rather than an injected provider; it is
   * listed in the `external` group of the connect view's wallet list.
   */
  external?: boolean
  /**
   * For a `MULTI_CHAIN` connector (a wallet announced in several namespaces, see
   * `mergeMultiChainConnectors`): its connector of each namespace, one per namespace.
   */
  connectors?: readonly Connector[]
}
