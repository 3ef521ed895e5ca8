import { BaseError, type Network, showSnackbar, switchNetwork } from '@airlock/core'
import { NetworkListItem } from '@airlock/ui'
import type { ReactElement } from 'react'
import { useSnapshot } from 'valtio/react'
import { useAirlockInstance } from '../../hooks/useAirlockInstance'

export type NetworkListProps = {
  /** Mark the active network (not on UnsupportedChain, where the wallet is elsewhere). */
  markActive: boolean
  /** After a successful switch. */
  onSwitched?: () => void
}

/**
 * The configured networks; picking one switches through core. A failure shows its words in the
 * snackbar (e.g. `Chain is not supported`, SPEC.md §8).
 */
export function NetworkList({ markActive, onSwitched }: NetworkListProps): ReactElement {
  const { core, messages } = useAirlockInstance()
  const { networks, activeNetwork } = useSnapshot(core.state.chain)
  const choose = (network: Network): void => {
    switchNetwork(core, network).then(
      () => onSwitched?.(),
      (error: unknown) =>
        showSnackbar(core, {
          message: error instanceof BaseError ? error.shortMessage : messages.somethingWentWrong,
          variant: 'error',
        }),
    )
  }
  return (
    <ul className="al-list" aria-label={messages.networksTitle}>
      {networks.map((network) => (
        <li key={network.caipNetworkId}>
          <NetworkListItem
            name={network.name}
            selected={markActive && network.caipNetworkId === activeNetwork.caipNetworkId}
            onSelect={() => choose(network as Network)}
          />
        </li>
      ))}
    </ul>
  )
}
