import type { View, WalletFeature } from '@airlock/core'
import type { AirlockMessageId } from '../../messages/types'

/** The view and the button label of each wallet feature. */
export const FEATURE_VIEWS: Readonly<
  Record<WalletFeature, { view: View; label: AirlockMessageId }>
> = {
  onramp: { view: 'OnRampProviders', label: 'featureOnramp' },
  swaps: { view: 'Swap', label: 'featureSwaps' },
  receive: { view: 'WalletReceive', label: 'featureReceive' },
  send: { view: 'WalletSend', label: 'featureSend' },
}
