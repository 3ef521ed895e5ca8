import Link from '@docusaurus/Link'
import Layout from '@theme/Layout'
import type { ReactElement } from 'react'

export default function Home(): ReactElement {
  return (
    <Layout
      title="Airlock"
      description="An open, self-hostable wallet-connection kit for React apps"
    >
      <main className="container margin-vert--xl">
        <h1>Airlock</h1>
        <p>
          Let the visitors of your React app connect a wallet (a browser extension, a WalletConnect
          session, or an embedded wallet reached by email or social login), then switch network,
          send, swap, buy and sign in. Every service it talks to runs on your own machine or server.
        </p>
        <ul>
          <li>
            <Link to="/docs/getting-started">Getting started</Link>: a dapp connecting a wallet in
            five minutes.
          </li>
          <li>
            <Link to="/docs/configuration">Configuration</Link>: every option of{' '}
            <code>createAirlock</code>.
          </li>
          <li>
            <Link to="/docs/react">Hooks and components</Link>, each with a live example.
          </li>
          <li>
            <Link to="/docs/adapters">Adapters</Link>: EVM and Solana.
          </li>
          <li>
            <Link to="/docs/api">API reference</Link>, generated from the packages' TSDoc.
          </li>
        </ul>
      </main>
    </Layout>
  )
}
