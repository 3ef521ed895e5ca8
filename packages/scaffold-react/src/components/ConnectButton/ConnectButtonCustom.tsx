import type { ConnectionStatus, Network } from '@airlock/core'
import { truncateAddress } from '@airlock/ui'
import type { ReactNode } from 'react'
import { useAirlock } from '../../hooks/useAirlock'
import { useAirlockAccount } from '../../hooks/useAirlockAccount'
import { useAirlockInstance } from '../../hooks/useAirlockInstance'
import { useAirlockNetwork } from '../../hooks/useAirlockNetwork'
import { formatBalance } from '../../internal/formatBalance'
import { useIntent } from '../../internal/useIntent'

/** What `<ConnectButton.Custom>` hands its render function. */
export type ConnectButtonRenderProps = {
  /** The connected account; `undefined` when not connected. */
  account:
    | {
        address: string
        /** `0x1234...abcd`, or the profile name. */
        displayName: string
        /** E.g. `1.500 ETH` (3 decimals); `undefined` until fetched. */
        displayBalance: string | undefined
        /** The profile's avatar URL, when the account has one. */
        avatar: string | undefined
      }
    | undefined
  network: {
    network: Network
    /** The wallet is on a network the dapp does not support. */
    unsupported: boolean
  }
  status: ConnectionStatus
  openConnect(): void
  openAccount(): void
  openNetworks(): void
  /** Call on hover or focus of your button: marks intent and prefetches the modal. */
  onIntent(): void
}

export type ConnectButtonCustomProps = {
  children: (props: ConnectButtonRenderProps) => ReactNode
}

/**
 * The headless connect button: draw your own UI from the state and `open*`
 * functions.
 *
 * @example
 * <ConnectButton.Custom>
 *   {({ account, openConnect, openAccount, onIntent }) =>
 *     account
 *       ? <button onClick={openAccount}>{account.displayName}</button>
 *       : <button onClick={openConnect} onPointerEnter={onIntent}>Sign in</button>}
 * </ConnectButton.Custom>
 */
export function ConnectButtonCustom({ children }: ConnectButtonCustomProps): ReactNode {
  const { open } = useAirlock()
  const { locale } = useAirlockInstance()
  const account = useAirlockAccount()
  const { network, unsupportedCaipNetworkId } = useAirlockNetwork()
  const onIntent = useIntent()
  const connected = account.isConnected && account.address !== undefined
  return children({
    account: connected
      ? {
          address: account.address as string,
          displayName: account.profileName ?? truncateAddress(account.address as string),
          displayBalance:
            account.balance === undefined
              ? undefined
              : formatBalance(account.balance, account.balanceSymbol, locale),
          avatar: account.profileImage,
        }
      : undefined,
    network: { network, unsupported: unsupportedCaipNetworkId !== undefined },
    status: account.status,
    openConnect: () => {
      onIntent()
      open({ view: 'Connect' })
    },
    openAccount: () => open({ view: 'Account' }),
    openNetworks: () => open({ view: 'Networks' }),
    onIntent,
  })
}
