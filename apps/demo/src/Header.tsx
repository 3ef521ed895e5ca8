import { AccountButton, ConnectButton, NetworkButton, useAirlockAccount } from '@airlock/react'
import type { ReactElement } from 'react'

/** The page header: the scaffold's buttons, as a dapp would place them. */
export function Header(): ReactElement {
  const { isConnected, address, balance, balanceSymbol } = useAirlockAccount()
  return (
    <header>
      <h1>Airlock demo</h1>
      <nav aria-label="Pages">
        <a href="/">Home</a> <a href="/inline">Inline modal</a>
      </nav>
      <div className="buttons">
        <ConnectButton />
        {isConnected && <AccountButton />}
        <NetworkButton />
      </div>
      <dl aria-label="Connected account">
        <dt>Address</dt>
        <dd>
          <output aria-label="Address">{address ?? 'Not connected'}</output>
        </dd>
        <dt>Balance</dt>
        <dd>
          <output aria-label="Balance">
            {balance === undefined ? '-' : `${balance} ${balanceSymbol ?? ''}`.trim()}
          </output>
        </dd>
      </dl>
    </header>
  )
}
