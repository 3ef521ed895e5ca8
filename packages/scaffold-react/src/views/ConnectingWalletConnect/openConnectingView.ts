import { type AirlockCore, type Connector, pushView, type WalletListEntry } from '@airlock/core'

/**
 * Opens the view that connects a picked wallet: the WalletConnect entry gets the plain QR
 * (ConnectingWalletConnectBasic); a registry wallet without an installed connector goes over
 * WalletConnect when an adapter offers it (ConnectingWalletConnect); everything else waits for the
 * wallet in ConnectingExternal.
 */
export function openConnectingView(
  core: AirlockCore,
  item: { connector?: Connector | undefined; wallet?: WalletListEntry | undefined },
): void {
  const { connector, wallet } = item
  const walletConnect =
    connector?.type === 'WALLET_CONNECT'
      ? connector
      : connector
        ? undefined
        : core.state.connectors.connectors.find((candidate) => candidate.type === 'WALLET_CONNECT')
  if (walletConnect && wallet) {
    pushView(core, 'ConnectingWalletConnect', { connector: walletConnect, wallet })
  } else if (walletConnect) {
    pushView(core, 'ConnectingWalletConnectBasic', { connector: walletConnect })
  } else {
    pushView(core, 'ConnectingExternal', {
      ...(connector ? { connector } : {}),
      ...(wallet ? { wallet } : {}),
    })
  }
}
