import { getGasPrice } from '../api/blockchain/getGasPrice'
import type { AirlockCore } from '../createAirlockCore'
import { HttpRequestError } from '../errors/http'
import { GasPriceNetworkNotSupportedError } from '../errors/network'
import { getApiClient } from '../http/getApiClient'
import { estimateGas } from './estimateGas'
import { getSendingAccountType } from './getSendingAccountType'
import { getTransactionContext } from './getTransactionContext'
import type { SendTokenParameters } from './sendToken'
import { sendTokenTransaction } from './sendTokenTransaction'

export type FetchSendGasPriceErrorType = GasPriceNetworkNotSupportedError | HttpRequestError

export type FetchSendGasPriceReturnType = {
  /** Wei per gas (`standard`); on Solana the fee of the send in lamports. */
  gasPrice: bigint
  /** The fee of the send in USD: estimated gas × gas price × the native token's price. */
  gasPriceInUSD: number
  /** Whether the native balance cannot pay it (smart accounts never: their gas may be sponsored). */
  insufficient: boolean
}

/** Gas of a plain transfer and of an ERC-20 `transfer` when the wallet cannot estimate. */
const FALLBACK_GAS = { native: 21000n, token: 65000n } as const
/** A one-signature Solana transaction's fee, in lamports, when the adapter cannot estimate. */
const FALLBACK_SOLANA_FEE = 5000n

/**
 * The fee of a send in USD (`GET /v1/convert/gas-price`, with the gas the wallet
 * estimates) into `state.send` (`gasPrice`, `gasPriceInUSD`, `networkBalanceInUSD`), and the
 * insufficient-gas rule: the native balance is 0 or below the fee in USD; smart
 * accounts skip it. Throws `Network not supported for Gas Price` where the API has no gas price.
 * On Solana the fee is the adapter's estimate in lamports (`estimateGas`, the chain's fee for the
 * transaction's signature; 5000 when it cannot tell), with the same insufficient rule on SOL.
 *
 * @example
 * const { gasPriceInUSD, insufficient } = await fetchSendGasPrice(core, { token, amount: '1', receiver })
 */
export async function fetchSendGasPrice(
  core: AirlockCore,
  { token, amount, receiver }: SendTokenParameters,
): Promise<FetchSendGasPriceReturnType> {
  const { network } = getTransactionContext(core)
  const contract = token.address !== undefined
  if (network.chainNamespace === 'solana') {
    const lamports = await Promise.resolve()
      .then(() => estimateGas(core, sendTokenTransaction(token, amount || '0', receiver, 'solana')))
      .catch(() => FALLBACK_SOLANA_FEE)
    return applyFee(core, network.caipNetworkId, lamports, Number(lamports) / 1e9)
  }
  const [{ standard }, gas] = await Promise.all([
    getGasPrice(getApiClient(core, 'api'), { chainId: network.caipNetworkId }).catch(
      (error: unknown) => {
        // The API answers 400 for a chain it has no gas price for (the local cloud: `Unsupported
        // chain`); other failures (5xx, the network) stay what they are.
        if (error instanceof HttpRequestError && error.status === 400)
          throw new GasPriceNetworkNotSupportedError({
            caipNetworkId: network.caipNetworkId,
            cause: error,
          })
        throw error
      },
    ),
    Promise.resolve()
      .then(() => estimateGas(core, sendTokenTransaction(token, amount || '0', receiver)))
      .catch(() => (contract ? FALLBACK_GAS.token : FALLBACK_GAS.native)),
  ])
  const gasPrice = BigInt(standard)
  return applyFee(core, network.caipNetworkId, gasPrice, Number(gas * gasPrice) / 1e18)
}

/** The fee (in the native token) against the native balance, into `state.send`. */
function applyFee(
  core: AirlockCore,
  caipNetworkId: string,
  gasPrice: bigint,
  feeInNative: number,
): FetchSendGasPriceReturnType {
  const { send } = core.state
  const native = send.tokenBalances.find(
    (balance) => balance.address === undefined && balance.chainId === caipNetworkId,
  )
  const gasPriceInUSD = feeInNative * (native?.price ?? 0)
  const nativeQuantity = Number(native?.quantity.numeric ?? 0)
  // The embedded wallet's smart account included: its account state carries no type.
  const smartAccount = getSendingAccountType(core) === 'smartAccount'
  const insufficient =
    !smartAccount &&
    (nativeQuantity === 0 ||
      (native?.price ? gasPriceInUSD > native.value : feeInNative > nativeQuantity))
  send.gasPrice = gasPrice
  send.gasPriceInUSD = gasPriceInUSD
  send.networkBalanceInUSD = native === undefined ? undefined : String(native.value)
  return { gasPrice, gasPriceInUSD, insufficient }
}
