import { ConnectButton, NetworkButton, useAirlockAccount } from '@airlock/react'
import type { ReactElement } from 'react'

/** Every page of the demo: each shows a feature of the kit. */
const PAGES: readonly [href: string, name: string][] = [
  ['/', 'Home'],
  ['/inline', 'Inline modal'],
  ['/compact', 'Compact connect'],
  ['/siwx', 'Sign in'],
  ['/siwe', 'Sign in with Ethereum'],
  ['/solana', 'Solana'],
  ['/siwx?solana', 'Sign in with Solana'],
  ['/wagmi-hooks', 'wagmi hooks'],
]

export type HeaderProps = {
  /** The page's path and query, to mark the current page. */
  page?: string
}

/** The page header: the scaffold's buttons, as a dapp would place them, and the demo's pages. */
export function Header({ page = '/' }: HeaderProps): ReactElement {
  const { address } = useAirlockAccount()
  return (
    <header>
      <div className="bar">
        <h1>
          <span className="mark" aria-hidden="true" />
          Airlock demo
        </h1>
        <div className="buttons">
          {/* The account button once connected: one button, not two. */}
          <ConnectButton />
          <NetworkButton />
        </div>
      </div>
      <nav aria-label="Pages">
        {PAGES.map(([href, name]) => (
          <a key={href} href={href} {...(href === page ? { 'aria-current': 'page' } : {})}>
            {name}
          </a>
        ))}
      </nav>
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
