import { goBack, pushView } from '@airlock/core'
import { Button } from '@airlock/ui'
import type { ReactElement } from 'react'
import { useAirlockInstance } from '../../hooks/useAirlockInstance'
import { type HelpSection, HelpSections } from '../WhatIsAWallet/HelpSections'

const SECTIONS: readonly HelpSection[] = [
  { title: 'networkHelpChainTitle', text: 'networkHelpChainText' },
  { title: 'networkHelpFeesTitle', text: 'networkHelpFeesText' },
]

/**
 * WhatIsANetwork (`What is a network?` under the Networks list): what a network is, in two short
 * sections, and `Choose a network`, back to the list it came from (or to Networks).
 */
export default function WhatIsANetwork(): ReactElement {
  const { core, messages } = useAirlockInstance()
  const choose = () => {
    const { history } = core.state.router
    if (history.length > 1) goBack(core)
    else pushView(core, 'Networks')
  }
  return (
    <div className="al-stack">
      <HelpSections label={messages.whatIsANetworkTitle} sections={SECTIONS} />
      <Button variant="primary" fullWidth onClick={choose}>
        {messages.chooseNetwork}
      </Button>
    </div>
  )
}
