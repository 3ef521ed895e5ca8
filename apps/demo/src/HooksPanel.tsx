import {
  useAirlockAccount,
  useAirlockEvents,
  useAirlockNetwork,
  useAirlockProvider,
  useAirlockState,
  useAirlockTheme,
  useWalletInfo,
} from '@airlock/react'
import type { ReactElement } from 'react'

/** What every hook returns right now, as JSON (functions left out, bigints as strings). */
export function HooksPanel(): ReactElement {
  const account = useAirlockAccount()
  const network = useAirlockNetwork()
  const state = useAirlockState()
  const theme = useAirlockTheme()
  const event = useAirlockEvents()
  const walletInfo = useWalletInfo()
  const provider = useAirlockProvider('eip155')
  const hooks: [string, unknown][] = [
    ['useAirlockAccount', account],
    ['useAirlockNetwork', { ...network, networks: network.networks.map((n) => n.caipNetworkId) }],
    ['useAirlockState', state],
    ['useAirlockTheme', theme],
    ['useAirlockEvents', event],
    ['useWalletInfo', walletInfo],
    // The adapter and connector are live objects; their ids say which ones are in use.
    [
      "useAirlockProvider('eip155')",
      provider === undefined
        ? undefined
        : { namespace: provider.adapter.namespace, connector: provider.connector?.id },
    ],
  ]
  return (
    <section aria-labelledby="hooks-title">
      <h2 id="hooks-title">Hooks</h2>
      {hooks.map(([name, value]) => (
        <figure key={name}>
          <figcaption>
            <code>{name}</code>
          </figcaption>
          <pre>{toJson(value)}</pre>
        </figure>
      ))}
    </section>
  )
}

function toJson(value: unknown): string {
  const json = JSON.stringify(
    value,
    (_key, v: unknown) => (typeof v === 'bigint' ? v.toString() : v),
    2,
  )
  return json ?? 'undefined'
}
