import type { ChainNamespace } from '../caip/types'
import type { AirlockCore } from '../createAirlockCore'
import type { NoActiveCaipAddressError } from '../errors/connection'
import { JsonRpcProviderNotFoundError } from '../errors/connection'
import type { ChainAdapterNotFoundError, NoActiveCaipNetworkError } from '../errors/network'
import {
  type NormalizeWalletErrorReturnType,
  normalizeWalletError,
} from '../errors/normalizeWalletError'
import { ValidationError } from '../errors/validation'
import { WalletRpcError } from '../errors/wallet'
import { numberToHex } from '../units/numberToHex'
import { walletSendCallsSchema } from '../validation/walletSendCallsSchema'
import { getTransactionContext } from './getTransactionContext'

export type SendCallsParameters = {
  /** The calls, run in order: `value` in wei, `data` hex (an ERC-20 `transfer`, ...). */
  calls: readonly { to: string; value?: bigint | undefined; data?: string | undefined }[]
  /** Default: the active namespace. */
  namespace?: ChainNamespace
}

export type SendCallsReturnType = {
  /** The batch id the wallet gave; `waitForCallsStatus` reads its outcome. */
  id: string
}

export type SendCallsErrorType =
  | NoActiveCaipAddressError
  | NoActiveCaipNetworkError
  | ChainAdapterNotFoundError
  | JsonRpcProviderNotFoundError
  | ValidationError
  | NormalizeWalletErrorReturnType

/**
 * Sends calls from the connected smart account on the active network through the wallet's
 * `wallet_sendCalls` (EIP-5792): the wallet's capabilities for the network are asked first
 * (`wallet_getCapabilities`; a wallet without them cannot take the batch), the batch is checked
 * (every `to` and `data` is 0x-hex) and sent without asking for atomicity. Resolves to the batch
 * id. Wallet errors are normalised (a refusal is `UserRejectedRequestError`).
 *
 * @example
 * const { id } = await sendCalls(core, { calls: [{ to: '0x7099...79C8', value: 10n ** 16n }] })
 * const { status, receipts } = await waitForCallsStatus(core, { id })
 */
export async function sendCalls(
  core: AirlockCore,
  { calls, namespace }: SendCallsParameters,
): Promise<SendCallsReturnType> {
  const { adapter, address, network } = getTransactionContext(core, namespace)
  const provider = await adapter.getProvider?.()
  if (!provider) throw new JsonRpcProviderNotFoundError()
  const chainId = numberToHex(Number(network.id))
  const parsed = walletSendCallsSchema.safeParse({
    version: '2.0.0',
    chainId,
    from: address,
    atomicRequired: false,
    calls: calls.map(({ to, value, data }) => ({
      to,
      ...(value === undefined ? {} : { value: numberToHex(value) }),
      ...(data === undefined ? {} : { data }),
    })),
  })
  if (!parsed.success) {
    throw new ValidationError({
      issues: parsed.error.issues.map(({ message, path }) => ({ message, path })),
    })
  }
  try {
    const capabilities = await provider.request({
      method: 'wallet_getCapabilities',
      params: [address, [chainId]],
    })
    if (typeof capabilities !== 'object' || capabilities === null || !(chainId in capabilities)) {
      throw new WalletRpcError({ details: `wallet_getCapabilities has nothing for ${chainId}` })
    }
    const result = await provider.request({ method: 'wallet_sendCalls', params: [parsed.data] })
    // EIP-5792 v2 answers `{ id }`; early wallets answered the id itself.
    const id =
      typeof result === 'string'
        ? result
        : typeof result === 'object' && result !== null && 'id' in result
          ? result.id
          : undefined
    if (typeof id !== 'string' || id === '') {
      throw new WalletRpcError({ details: 'wallet_sendCalls answered without a batch id' })
    }
    return { id }
  } catch (error) {
    throw normalizeWalletError(error)
  }
}
