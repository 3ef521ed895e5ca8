import {
  ChainNotSupportedError,
  getAssetImageUrl,
  isUserRejectedError,
  type MessageId,
  type Network,
  NetworkNotFoundError,
  showSnackbar,
  switchNetwork,
} from '@airlock/core'
import { NetworkListItem } from '@airlock/ui'
import type { ReactElement } from 'react'
import { useSnapshot } from 'valtio/react'
import { useAirlockInstance } from '../../hooks/useAirlockInstance'
import { onListArrowKeys } from '../../internal/onListArrowKeys'
import { useApiClients } from '../../internal/useApiClients'

export type NetworkListProps = {
  /** Mark the active network (not on UnsupportedChain, where the wallet is elsewhere). */
  markActive: boolean
  /** After a successful switch. */
  onSwitched?: () => void
}

/**
 * The configured networks; picking one switches through core. A failure shows the catalogue's
 * words in the snackbar (`Chain is not supported`; a refusal, or `Something went
 * wrong`), never an error's own text. Arrow keys, Home and End move between the networks.
 */
export function NetworkList({ markActive, onSwitched }: NetworkListProps): ReactElement {
  const { core, messages } = useAirlockInstance()
  const { networks, activeNetwork } = useSnapshot(core.state.chain)
  const { registry } = useApiClients()
  const choose = (network: Network): void => {
    switchNetwork(core, network).then(
      () => onSwitched?.(),
      (error: unknown) => {
        // Core already shows the `Network Not Found` alert.
        if (error instanceof NetworkNotFoundError) return
        showSnackbar(core, { messageId: switchErrorMessage(error), variant: 'error' })
      },
    )
  }
  return (
    <ul className="al-list" aria-label={messages.networksTitle} onKeyDown={onListArrowKeys}>
      {networks.map((network) => (
        <li key={network.caipNetworkId}>
          <NetworkListItem
            name={network.name}
            imageSrc={getAssetImageUrl(registry, network.caipNetworkId)}
            selected={markActive && network.caipNetworkId === activeNetwork.caipNetworkId}
            onSelect={() => choose(network as Network)}
          />
        </li>
      ))}
    </ul>
  )
}

function switchErrorMessage(error: unknown): MessageId {
  if (error instanceof ChainNotSupportedError) return 'chainNotSupported'
  if (isUserRejectedError(error)) return 'switchNetworkDeclined'
  return 'somethingWentWrong'
}
