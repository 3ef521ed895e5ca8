import { getGasPrice } from '../api/blockchain/getGasPrice'
import type { AirlockCore } from '../createAirlockCore'
import { getApiClient } from '../http/getApiClient'
import { estimateGas } from './estimateGas'
import { getTransactionContext } from './getTransactionContext'
import type { SendTokenParameters } from './sendToken'
import { sendTokenTransaction } from './sendTokenTransaction'

export type FetchSendGasPriceReturnType = {
  /** Wei per gas (`standard`). */
  gasPrice: bigint
  /** The fee of the send in USD: estimated gas × gas price × the native token's price. */
  gasPriceInUSD: number
  /** Whether the native balance cannot pay it (smart accounts never: SPEC.md §5). */
  insufficient: boolean
}

/** Gas of a plain transfer and of an ERC-20 `transfer` when the wallet cannot estimate. */
const FALLBACK_GAS = { native: 21000n, token: 65000n } as const

/**
 * The fee of a send in USD (`GET /v1/convert/gas-price`, SPEC.md §7, with the gas the wallet
 * estimates) into `state.send` (`gasPrice`, `gasPriceInUSD`, `networkBalanceInUSD`), and the
 * insufficient-gas rule of SPEC.md §5: the native balance is 0 or below the fee in USD; smart
 * accounts skip it. Throws `Network not supported for Gas Price` where the API has no gas price.
 *
 * @example
 * const { gasPriceInUSD, insufficient } = await fetchSendGasPrice(core, { token, amount: '1', receiver })
 */
export async function fetchSendGasPrice(
  core: AirlockCore,
  { token, amount, receiver }: SendTokenParameters,
): Promise<FetchSendGasPriceReturnType> {
  const { network } = getTransactionContext(core)
  const { send, chain } = core.state
  const contract = token.address !== undefined
  const [{ standard }, gas] = await Promise.all([
    getGasPrice(getApiClient(core, 'api'), { chainId: network.caipNetworkId }),
    Promise.resolve()
      .then(() => estimateGas(core, sendTokenTransaction(token, amount || '0', receiver)))
      .catch(() => (contract ? FALLBACK_GAS.token : FALLBACK_GAS.native)),
  ])
  const gasPrice = BigInt(standard)
  const native = send.tokenBalances.find(
    (balance) => balance.address === undefined && balance.chainId === network.caipNetworkId,
  )
  const feeInNative = Number(gas * gasPrice) / 1e18
  const gasPriceInUSD = feeInNative * (native?.price ?? 0)
  const nativeQuantity = Number(native?.quantity.numeric ?? 0)
  const account = chain.accounts[chain.activeNamespace]
  const smartAccount = account?.preferredAccountTypes[chain.activeNamespace] === 'smartAccount'
  const insufficient =
    !smartAccount &&
    (nativeQuantity === 0 ||
      (native?.price ? gasPriceInUSD > native.value : feeInNative > nativeQuantity))
  send.gasPrice = gasPrice
  send.gasPriceInUSD = gasPriceInUSD
  send.networkBalanceInUSD = native === undefined ? undefined : String(native.value)
  return { gasPrice, gasPriceInUSD, insufficient }
}
