import { pushView } from '@airlock/core'
import { Button } from '@airlock/ui'
import type { ReactElement } from 'react'
import { useAirlockInstance } from '../../hooks/useAirlockInstance'
import { type HelpSection, HelpSections } from './HelpSections'

const SECTIONS: readonly HelpSection[] = [
  { title: 'walletHelpLoginTitle', text: 'walletHelpLoginText' },
  { title: 'walletHelpAssetsTitle', text: 'walletHelpAssetsText' },
  { title: 'walletHelpKeysTitle', text: 'walletHelpKeysText' },
]

/**
 * WhatIsAWallet (`What is a wallet?` under the Connect view's methods): what a wallet is for, in
 * three short sections, and `Get a wallet`, which opens GetWallet.
 */
export default function WhatIsAWallet(): ReactElement {
  const { core, messages } = useAirlockInstance()
  return (
    <div className="al-stack">
      <HelpSections label={messages.whatIsAWalletTitle} sections={SECTIONS} />
      <Button variant="primary" fullWidth onClick={() => pushView(core, 'GetWallet')}>
        {messages.getAWallet}
      </Button>
    </div>
  )
}
