import {
  AccountButton,
  AirlockModal,
  ConnectButton,
  NetworkButton,
  useAirlock,
  useAirlockAccount,
  useAirlockEvents,
  useAirlockInstance,
  useAirlockNetwork,
  useAirlockProvider,
  useAirlockState,
  useAirlockTheme,
  useDisconnect,
  useSmartSessions,
  useWalletInfo,
} from '@airlock/react'
import { type ReactElement, useState } from 'react'

// The live examples of the "Hooks and components" pages. Each renders inside its own
// AirlockProvider (LiveAirlock); the code shown beside it on the page is the same usage.

function Show({ value }: { value: unknown }): ReactElement {
  return (
    <pre className="margin-top--sm">
      {JSON.stringify(value, (_key, v) => (typeof v === 'bigint' ? v.toString() : v), 2)}
    </pre>
  )
}

function ConnectButtonExample(): ReactElement {
  return <ConnectButton />
}

function ConnectButtonLabelExample(): ReactElement {
  return <ConnectButton label="Sign in with a wallet" />
}

function ConnectButtonCustomExample(): ReactElement {
  return (
    <ConnectButton.Custom>
      {({ account, network, openConnect, openAccount, openNetworks, onIntent }) =>
        account ? (
          <span>
            <button type="button" onClick={openNetworks}>
              {network.network.name}
            </button>{' '}
            <button type="button" onClick={openAccount}>
              {account.displayName} {account.displayBalance}
            </button>
          </span>
        ) : (
          <button type="button" onClick={openConnect} onMouseEnter={onIntent} onFocus={onIntent}>
            Connect
          </button>
        )
      }
    </ConnectButton.Custom>
  )
}

function AccountButtonExample(): ReactElement {
  const { isConnected } = useAirlockAccount()
  return isConnected ? <AccountButton /> : <ConnectButton />
}

function NetworkButtonExample(): ReactElement {
  return <NetworkButton />
}

function AirlockModalInlineExample(): ReactElement {
  return <AirlockModal inline />
}

function UseAirlockExample(): ReactElement {
  const { open } = useAirlock()
  return (
    <span>
      <button type="button" onClick={() => open()}>
        Open
      </button>{' '}
      <button type="button" onClick={() => open({ view: 'Networks' })}>
        Choose a network
      </button>
    </span>
  )
}

function UseAirlockAccountExample(): ReactElement {
  const { address, isConnected, status, balance, balanceSymbol } = useAirlockAccount()
  return (
    <>
      <ConnectButton />
      <Show value={{ address, isConnected, status, balance, balanceSymbol }} />
    </>
  )
}

function UseAirlockNetworkExample(): ReactElement {
  const { network, caipNetworkId, networks, switchNetwork } = useAirlockNetwork()
  const [error, setError] = useState<string>()
  return (
    <>
      {networks.map((item) => (
        <button
          key={item.caipNetworkId}
          type="button"
          className="margin-right--sm"
          disabled={item.caipNetworkId === caipNetworkId}
          onClick={() => switchNetwork(item).catch((e: Error) => setError(e.message))}
        >
          {item.name}
        </button>
      ))}
      <Show value={{ network: network.name, caipNetworkId, error }} />
    </>
  )
}

function UseAirlockStateExample(): ReactElement {
  const state = useAirlockState()
  const { open } = useAirlock()
  return (
    <>
      <button type="button" onClick={() => open()}>
        Open
      </button>
      <Show value={state} />
    </>
  )
}

function UseAirlockThemeExample(): ReactElement {
  const { themeMode, setThemeMode, setThemeVariables } = useAirlockTheme()
  return (
    <>
      <button type="button" onClick={() => setThemeMode(themeMode === 'dark' ? 'light' : 'dark')}>
        Switch to {themeMode === 'dark' ? 'light' : 'dark'}
      </button>{' '}
      <button type="button" onClick={() => setThemeVariables({ '--al-accent': '#c2255c' })}>
        Pink accent
      </button>{' '}
      <ConnectButton />
      <Show value={{ themeMode }} />
    </>
  )
}

function UseAirlockEventsExample(): ReactElement {
  const { data } = useAirlockEvents()
  return (
    <>
      <ConnectButton />
      <Show value={data ?? 'open the modal to see its events'} />
    </>
  )
}

function UseDisconnectExample(): ReactElement {
  const { disconnect } = useDisconnect()
  const { isConnected } = useAirlockAccount()
  return isConnected ? (
    <button type="button" onClick={() => disconnect()}>
      Disconnect
    </button>
  ) : (
    <ConnectButton />
  )
}

function UseWalletInfoExample(): ReactElement {
  const { walletInfo } = useWalletInfo()
  return (
    <>
      <ConnectButton />
      <Show value={walletInfo ?? 'not connected'} />
    </>
  )
}

function UseAirlockProviderExample(): ReactElement {
  const provider = useAirlockProvider('eip155')
  const [accounts, setAccounts] = useState<unknown>()
  return (
    <>
      <ConnectButton />{' '}
      <button
        type="button"
        disabled={!provider}
        onClick={async () => setAccounts(await provider?.request({ method: 'eth_accounts' }))}
      >
        eth_accounts
      </button>
      <Show value={provider ? (accounts ?? 'press eth_accounts') : 'not connected'} />
    </>
  )
}

function UseAirlockInstanceExample(): ReactElement {
  const airlock = useAirlockInstance()
  return (
    <Show
      value={{ locale: airlock.locale, dir: airlock.dir, preloadModal: airlock.preloadModal }}
    />
  )
}

function UseSmartSessionsExample(): ReactElement {
  const { enabled } = useSmartSessions()
  return <Show value={{ enabled }} />
}

/** Every live example, by the name a page passes to `<Live example="..." />`. */
export const examples = {
  ConnectButton: ConnectButtonExample,
  ConnectButtonLabel: ConnectButtonLabelExample,
  ConnectButtonCustom: ConnectButtonCustomExample,
  AccountButton: AccountButtonExample,
  NetworkButton: NetworkButtonExample,
  AirlockModalInline: AirlockModalInlineExample,
  useAirlock: UseAirlockExample,
  useAirlockAccount: UseAirlockAccountExample,
  useAirlockNetwork: UseAirlockNetworkExample,
  useAirlockState: UseAirlockStateExample,
  useAirlockTheme: UseAirlockThemeExample,
  useAirlockEvents: UseAirlockEventsExample,
  useDisconnect: UseDisconnectExample,
  useWalletInfo: UseWalletInfoExample,
  useAirlockProvider: UseAirlockProviderExample,
  useAirlockInstance: UseAirlockInstanceExample,
  useSmartSessions: UseSmartSessionsExample,
} satisfies Record<string, () => ReactElement>

export type LiveExampleName = keyof typeof examples
