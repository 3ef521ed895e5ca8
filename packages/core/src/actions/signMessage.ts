import { getAdapter } from '../adapter/getAdapter'
import type { ChainNamespace } from '../caip/types'
import type { AirlockCore } from '../createAirlockCore'
import { NoActiveCaipAddressError } from '../errors/connection'
import type { ChainAdapterNotFoundError } from '../errors/network'
import {
  type NormalizeWalletErrorReturnType,
  normalizeWalletError,
} from '../errors/normalizeWalletError'
import { getAccount } from './getAccount'

export type SignMessageParameters = {
  message: string
  /** Default: the active namespace. */
  namespace?: ChainNamespace
}

export type SignMessageErrorType =
  | NoActiveCaipAddressError
  | ChainAdapterNotFoundError
  | NormalizeWalletErrorReturnType

/**
 * Asks the connected wallet to sign `message`; resolves to the signature. A refusal is
 * `UserRejectedRequestError` (`Signature declined`); without an account,
 * `No ActiveCaipAddress found`.
 *
 * @example
 * const signature = await signMessage(core, { message: 'Hello' })
 */
export async function signMessage(
  core: AirlockCore,
  parameters: SignMessageParameters,
): Promise<string> {
  const namespace = parameters.namespace ?? core.state.chain.activeNamespace
  const address = getAccount(core, namespace)?.address
  if (address === undefined) throw new NoActiveCaipAddressError()
  const adapter = getAdapter(core, namespace)
  try {
    return await adapter.signMessage({ message: parameters.message, address })
  } catch (error) {
    throw normalizeWalletError(error)
  }
}
