import type { ReactElement } from 'react'
import { FeatureLater } from '../FeatureLater'

/** The email login section of the Connect view. Its own chunk, loaded only when used (SPEC.md §2); a later issue fills it. */
export default function EmailSection(): ReactElement {
  return <FeatureLater />
}
