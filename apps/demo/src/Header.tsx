import { ConnectButton, NetworkButton, useAirlockAccount } from '@airlock/react'
import type { ReactElement } from 'react'

/** The page header: the scaffold's buttons, as a dapp would place them. */
export function Header(): ReactElement {
  const { address } = useAirlockAccount()
  return (
    <header>
      <h1>Airlock demo</h1>
      <nav aria-label="Pages">
        <a href="/">Home</a> <a href="/inline">Inline modal</a>
      </nav>
      <div className="buttons">
        {/* The account button once connected: one button, not two. */}
        <ConnectButton />
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
            {/* The scaffold's own formatting: 3 decimals (SPEC.md §9), `0.00 ETH` as fallback. */}
            <ConnectButton.Custom>
              {({ account }) => account?.displayBalance ?? '-'}
            </ConnectButton.Custom>
          </output>
        </dd>
      </dl>
    </header>
  )
}
