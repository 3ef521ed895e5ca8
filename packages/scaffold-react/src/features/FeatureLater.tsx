import { EmptyState } from '@airlock/ui'
import type { ReactElement } from 'react'
import { useAirlockInstance } from '../hooks/useAirlockInstance'

/** What a feature chunk shows until its issue fills it. */
export function FeatureLater(): ReactElement {
  const { messages } = useAirlockInstance()
  return <EmptyState title={messages.featureLater} />
}
