import { type Connector, getAssetImageUrl, resetView } from '@airlock/core'
import { ErrorState } from '@airlock/ui'
import type { ReactElement } from 'react'
import { useSnapshot } from 'valtio/react'
import { useAirlockInstance } from '../../hooks/useAirlockInstance'
import { useApiClients } from '../../internal/useApiClients'
import { WALLETCONNECT_ASSET_ID } from '../../internal/walletConnectImageId'
import { pairingFailureText } from '../ConnectingWalletConnect/pairingFailureText'
import { useWalletConnectPairing } from '../ConnectingWalletConnect/useWalletConnectPairing'
import { WalletConnectQr } from '../ConnectingWalletConnect/WalletConnectQr'

/**
 * ConnectingWalletConnectBasic: the WalletConnect entry itself, for any wallet. Only
 * the QR code of the pairing URI with copy (renewed before it expires), and a refusal
 * in words with retry.
 */
export function ConnectingWalletConnectBasic(): ReactElement | null {
  const { core } = useAirlockInstance()
  useSnapshot(core.state.router)
  const connector = core.state.router.data?.connector
  return connector ? <Basic connector={connector} /> : null
}

function Basic({ connector }: { connector: Connector }): ReactElement {
  const { core, messages } = useAirlockInstance()
  const { registry } = useApiClients()
  const { uri, status, retry } = useWalletConnectPairing(core, connector, undefined, () =>
    resetView(core, 'Account'),
  )
  if (status !== 'connecting') {
    return (
      <div className="al-stack al-connecting">
        <ErrorState
          title={pairingFailureText(messages, status)}
          actionLabel={messages.tryAgain}
          onAction={retry}
        />
      </div>
    )
  }
  return (
    <WalletConnectQr
      uri={uri}
      hint={messages.walletConnectScanHint}
      logoSrc={getAssetImageUrl(registry, WALLETCONNECT_ASSET_ID)}
    />
  )
}
