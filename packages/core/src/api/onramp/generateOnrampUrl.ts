import * as z from 'zod/mini'
import type { HttpClient } from '../../http/types'
import { parseResponse } from '../parseResponse'
import type { ApiErrorType, ApiRequestOptions } from '../types'

/** Where bought tokens go. */
export type OnrampDestinationWallet = {
  address: string
  blockchains?: readonly string[] | undefined
  assets?: readonly string[] | undefined
  supportedNetworks?: readonly string[] | undefined
}

export type GenerateOnrampUrlParameters = ApiRequestOptions & {
  destinationWallets: readonly OnrampDestinationWallet[]
  /** CAIP-2 id of the network selected first. */
  defaultNetwork?: string | undefined
  /** The visitor's id at the provider (under 50 characters). */
  partnerUserId: string
  defaultExperience?: 'send' | 'buy' | undefined
  presetCryptoAmount?: number | undefined
  presetFiatAmount?: number | undefined
  /**
   * Where the provider sends the visitor back after paying when the page itself went there:
   * an http(s) URL on the page's own origin.
   */
  redirectUrl?: string | undefined
  /** The fiat currency the visitor chose (`EUR`), preselected at the provider. */
  fiatCurrency?: string | undefined
  /** The payment method the visitor chose, preselected at the provider. */
  defaultPaymentMethod?: 'card' | 'bank_account' | undefined
}
/** The provider URL to open. */
export type GenerateOnrampUrlReturnType = string
export type GenerateOnrampUrlErrorType = ApiErrorType

const PATH = '/v1/generators/onrampurl'

/**
 * The on-ramp provider URL for a purchase. `POST /v1/generators/onrampurl` with
 * `destinationWallets`, `defaultNetwork`, `partnerUserId`, `defaultExperience`,
 * `presetCryptoAmount`, `presetFiatAmount`, `fiatCurrency`, `defaultPaymentMethod` and
 * `redirectUrl`; resolves with the response's `url`.
 *
 * @example
 * const url = await generateOnrampUrl(blockchainClient, {
 *   destinationWallets: [{ address: '0xabc...', blockchains: ['ethereum'] }],
 *   partnerUserId: '0xabc...',
 * })
 * window.open(url)
 */
export async function generateOnrampUrl(
  client: HttpClient,
  {
    destinationWallets,
    defaultNetwork,
    partnerUserId,
    defaultExperience,
    presetCryptoAmount,
    presetFiatAmount,
    redirectUrl,
    fiatCurrency,
    defaultPaymentMethod,
    signal,
  }: GenerateOnrampUrlParameters,
): Promise<GenerateOnrampUrlReturnType> {
  const body = await client.post({
    path: PATH,
    body: {
      destinationWallets,
      defaultNetwork,
      partnerUserId,
      defaultExperience,
      presetCryptoAmount,
      presetFiatAmount,
      redirectUrl,
      fiatCurrency,
      defaultPaymentMethod,
    },
    signal,
  })
  return parseResponse(z.object({ url: z.string() }), body, PATH).url
}
