import type { Connector, WalletListEntry } from '@airlock/core'
import { ErrorState, Spinner, WalletImage } from '@airlock/ui'
import type { ReactElement } from 'react'
import { useAirlockInstance } from '../../hooks/useAirlockInstance'
import { useApiClients } from '../../internal/useApiClients'
import { walletImageSrc } from '../../internal/walletImageSrc'
import { formatText } from '../../messages/formatText'
import { useConnectAttempt } from './useConnectAttempt'

export type ConnectingProps = {
  connector: Connector
  wallet?: WalletListEntry
  onConnected: () => void
}

/** Waiting for the wallet, with its image; a refusal says `Connection declined` and offers retry. */
export function Connecting({ connector, wallet, onConnected }: ConnectingProps): ReactElement {
  const { core, messages } = useAirlockInstance()
  const { registry } = useApiClients()
  const { status, retry } = useConnectAttempt(core, connector, wallet, onConnected)
  const imageSrc = walletImageSrc(registry, {
    imageUrl: connector.imageUrl,
    imageId: connector.imageId ?? wallet?.image_id,
  })

  return (
    <div className="al-connecting">
      <WalletImage src={imageSrc} name={connector.name} size="lg" />
      {status === 'connecting' ? (
        <>
          <p>{formatText(messages, 'continueInWallet', { name: connector.name })}</p>
          <p>{messages.acceptInWallet}</p>
          <Spinner label={messages.connecting} />
        </>
      ) : (
        <ErrorState
          title={status === 'declined' ? messages.connectionDeclined : messages.connectionFailed}
          actionLabel={messages.tryAgain}
          onAction={retry}
        />
      )}
    </div>
  )
}
