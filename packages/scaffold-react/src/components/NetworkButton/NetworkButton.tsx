import { Button } from '@airlock/ui'
import type { ReactElement } from 'react'
import { useAirlockInstance } from '../../hooks/useAirlockInstance'
import { ThemedRoot } from '../../internal/ThemedRoot'
import { ConnectButtonCustom } from '../ConnectButton/ConnectButtonCustom'

/**
 * The active network as a button that opens the Networks view (UnsupportedChain's words when the
 * wallet is on a network the dapp does not support).
 *
 * @example
 * <NetworkButton />
 */
export function NetworkButton(): ReactElement {
  const { messages } = useAirlockInstance()
  return (
    <ConnectButtonCustom>
      {({ network, openNetworks, onIntent }) => (
        <ThemedRoot>
          <Button
            variant="secondary"
            onClick={openNetworks}
            onPointerEnter={onIntent}
            onFocus={onIntent}
          >
            {network.unsupported ? messages.unsupportedChainTitle : network.network.name}
          </Button>
        </ThemedRoot>
      )}
    </ConnectButtonCustom>
  )
}
