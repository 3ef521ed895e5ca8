import { ConnectBeforeRequestError, SignClientNotInitializedError } from '../errors/connection'

/**
 * The WalletConnect SDK's own errors in the kit's words (`Sign Client not
 * initialized` and `Please call connect() before request()`), the SDK's error kept as `cause`;
 * any other error is returned as it is.
 *
 * @example
 * try {
 *   await provider.request(args, chainId)
 * } catch (error) {
 *   throw toWalletConnectError(error)
 * }
 */
export function toWalletConnectError(error: unknown): unknown {
  const message = error instanceof Error ? error.message : ''
  if (message === 'Sign Client not initialized')
    return new SignClientNotInitializedError({ cause: error as Error })
  if (message === 'Please call connect() before request()')
    return new ConnectBeforeRequestError({ cause: error as Error })
  return error
}
