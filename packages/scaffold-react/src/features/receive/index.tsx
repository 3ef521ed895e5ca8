import type { ReactElement } from 'react'
import { FeatureLater } from '../FeatureLater'

/** The Receive view (WalletReceive). Its own chunk, loaded only when used (SPEC.md §2); a later issue fills it. */
export default function ReceiveFeature(): ReactElement {
  return <FeatureLater />
}
