import { goBack, pushView } from '@airlock/core'
import { Button } from '@airlock/ui'
import type { ReactElement } from 'react'
import { useAirlockInstance } from '../../hooks/useAirlockInstance'
import { NetworkList } from './NetworkList'

/**
 * Networks: the configured networks, the active one marked; a switch goes back.
 * Under the list, `What is a network?` (WhatIsANetwork).
 */
export function Networks(): ReactElement {
  const { core, messages } = useAirlockInstance()
  return (
    <div className="al-stack">
      <NetworkList markActive onSwitched={() => goBack(core)} />
      <Button variant="link" onClick={() => pushView(core, 'WhatIsANetwork')}>
        {messages.whatIsANetwork}
      </Button>
    </div>
  )
}
