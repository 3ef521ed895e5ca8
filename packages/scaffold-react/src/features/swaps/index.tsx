import type { ReactElement } from 'react'
import { FeatureLater } from '../FeatureLater'

/** The Swap flow. Its own chunk, loaded only when used (SPEC.md §2); a later issue fills it. */
export default function SwapsFeature(): ReactElement {
  return <FeatureLater />
}
