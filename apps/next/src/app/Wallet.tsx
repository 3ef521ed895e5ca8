'use client'

import { ConnectButton, useAirlockAccount, useDisconnect } from '@airlock/react'

/** The connect button, the account's address and a disconnect button, all server-rendered. */
export function Wallet() {
  const { address, isConnected } = useAirlockAccount()
  const { disconnect } = useDisconnect()
  return (
    <section aria-label="Wallet">
      <ConnectButton />
      <dl>
        <dt>Address</dt>
        <dd>
          <output aria-label="Address">{address ?? 'Not connected'}</output>
        </dd>
      </dl>
      {isConnected ? (
        <button type="button" onClick={() => void disconnect()}>
          Disconnect
        </button>
      ) : null}
    </section>
  )
}
