import { UniversalProvider } from '@walletconnect/universal-provider'
import type { WalletConnectProvider, WalletConnectProviderOptions } from './types'

export type CreateWalletConnectProviderParameters = WalletConnectProviderOptions

/**
 * Starts the WalletConnect SDK (`@walletconnect/universal-provider`) kept off the internet:
 * telemetry off, the relay given, and the Verify attestation skipped (it loads an iframe from the
 * vendor's host, which stalls connect and every request by 5 s offline, NOTES "WalletConnect v2
 * offline"). Loaded only through `import()`: this module is the WalletConnect chunk.
 *
 * @example
 * const provider = await createWalletConnectProvider({ projectId, relayUrl, metadata, storagePrefix })
 */
export async function createWalletConnectProvider(
  parameters: CreateWalletConnectProviderParameters,
): Promise<WalletConnectProvider> {
  const provider = await UniversalProvider.init({
    projectId: parameters.projectId,
    relayUrl: parameters.relayUrl,
    metadata: parameters.metadata,
    telemetryEnabled: false,
    customStoragePrefix: parameters.storagePrefix,
    ...(parameters.storage ? { storage: parameters.storage as never } : {}),
    logger: 'silent',
  })
  // The SDK has no switch for Verify; its `register` is what creates the vendor iframe. Our own
  // relay checks the project id instead.
  const verify = provider.client.core.verify
  verify.register = async () => undefined
  return provider
}
