import type { ReactElement } from 'react'
import { FeatureLater } from '../FeatureLater'

/** The on-ramp (OnRampProviders). Its own chunk, loaded only when used (SPEC.md §2); a later issue fills it. */
export default function OnrampFeature(): ReactElement {
  return <FeatureLater />
}
