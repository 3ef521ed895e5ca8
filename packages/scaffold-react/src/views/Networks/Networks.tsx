import { goBack } from '@airlock/core'
import type { ReactElement } from 'react'
import { useAirlockInstance } from '../../hooks/useAirlockInstance'
import { NetworkList } from './NetworkList'

/** Networks: the configured networks, the active one marked; a switch goes back. SPEC.md §4. */
export function Networks(): ReactElement {
  const { core } = useAirlockInstance()
  return <NetworkList markActive onSwitched={() => goBack(core)} />
}
