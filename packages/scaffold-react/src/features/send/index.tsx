import type { ReactElement } from 'react'
import { FeatureLater } from '../FeatureLater'

/** The Send flow (WalletSend). Its own chunk, loaded only when used (SPEC.md §2); a later issue fills it. */
export default function SendFeature(): ReactElement {
  return <FeatureLater />
}
