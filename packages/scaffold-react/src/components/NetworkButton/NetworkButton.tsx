import { getAssetImageUrl } from '@airlock/core'
import { Button, Icon, NetworkImage } from '@airlock/ui'
import type { ReactElement } from 'react'
import { useAirlockInstance } from '../../hooks/useAirlockInstance'
import { ThemedRoot } from '../../internal/ThemedRoot'
import { apiClientsFor } from '../../internal/useApiClients'
import { ConnectButtonCustom } from '../ConnectButton/ConnectButtonCustom'

/**
 * The active network, its logo and name, as a button that opens the Networks view (a warning
 * sign and UnsupportedChain's words when the wallet is on a network the dapp does not support).
 *
 * @example
 * <NetworkButton />
 */
export function NetworkButton(): ReactElement {
  const { core, messages } = useAirlockInstance()
  return (
    <ConnectButtonCustom>
      {({ network, openNetworks, onIntent }) => (
        <ThemedRoot>
          <Button
            variant="secondary"
            onClick={openNetworks}
            onPointerEnter={onIntent}
            onFocus={onIntent}
            leading={
              network.unsupported ? (
                <Icon name="warning" size={16} />
              ) : (
                <NetworkImage
                  src={getAssetImageUrl(
                    apiClientsFor(core).registry,
                    network.network.caipNetworkId,
                  )}
                  name={network.network.name}
                  size="sm"
                  decorative
                />
              )
            }
          >
            {network.unsupported ? messages.unsupportedChainTitle : network.network.name}
          </Button>
        </ThemedRoot>
      )}
    </ConnectButtonCustom>
  )
}
