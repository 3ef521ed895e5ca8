import type { ReactElement } from 'react'
import { useAirlockInstance } from '../../hooks/useAirlockInstance'
import { NetworkList } from '../Networks/NetworkList'

/**
 * UnsupportedChain (SPEC.md §4): the wallet is on a network the dapp does not support. Lists the
 * networks to switch to; core leaves this view once the switch succeeds, and refuses (shakes) a
 * close attempt until then.
 */
export function UnsupportedChain(): ReactElement {
  const { messages } = useAirlockInstance()
  return (
    <div className="al-stack">
      <p>{messages.unsupportedChainHint}</p>
      <NetworkList markActive={false} />
    </div>
  )
}
