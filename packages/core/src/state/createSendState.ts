import type { SendState } from './types'

/**
 * An empty send form.
 *
 * @example
 * createSendState().loading // false
 */
export function createSendState(): SendState {
  return {
    token: undefined,
    sendTokenAmount: undefined,
    receiverAddress: undefined,
    receiverProfileImageUrl: undefined,
    receiverProfileName: undefined,
    gasPrice: undefined,
    gasPriceInUSD: undefined,
    networkBalanceInUSD: undefined,
    loading: false,
    tokenBalances: [],
    balancesStatus: 'idle',
    balancesFor: undefined,
    lastRetry: undefined,
  }
}
