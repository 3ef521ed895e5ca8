import { closeModal, disconnect } from '@airlock/core'
import { Button } from '@airlock/ui'
import type { ReactElement } from 'react'
import { useAirlockInstance } from '../../hooks/useAirlockInstance'
import { NetworkList } from '../Networks/NetworkList'

/**
 * UnsupportedChain: the wallet is on a network the dapp does not support. Lists the
 * networks to switch to; core leaves this view once the switch succeeds, and refuses (shakes) a
 * close attempt until then. A visitor who does not want to switch is not held here: Disconnect
 * ends the session and closes the modal, as on Account.
 */
export function UnsupportedChain(): ReactElement {
  const { core, messages } = useAirlockInstance()
  return (
    <div className="al-stack">
      <p>{messages.unsupportedChainHint}</p>
      <NetworkList markActive={false} />
      <Button
        variant="secondary"
        fullWidth
        onClick={() =>
          disconnect(core)
            .catch(() => undefined)
            .finally(() => closeModal(core, { force: true }))
        }
      >
        {messages.disconnect}
      </Button>
    </div>
  )
}
