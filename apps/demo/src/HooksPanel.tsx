import {
  useAirlock,
  useAirlockAccount,
  useAirlockEvents,
  useAirlockNetwork,
  useAirlockProvider,
  useAirlockState,
  useAirlockTheme,
  useDisconnect,
  useWalletInfo,
} from '@airlock/react'
import type { ReactElement } from 'react'

/** What every hook returns right now, as JSON (functions left out, bigints as strings). */
export function HooksPanel(): ReactElement {
  const modal = useAirlock()
  const { disconnect } = useDisconnect()
  const account = useAirlockAccount()
  const network = useAirlockNetwork()
  const state = useAirlockState()
  const theme = useAirlockTheme()
  const event = useAirlockEvents()
  const walletInfo = useWalletInfo()
  const provider = useAirlockProvider('eip155')
  const hooks: [string, unknown][] = [
    // Functions only: their names say what each hook hands out.
    ['useAirlock', functionNames(modal)],
    ['useDisconnect', functionNames({ disconnect })],
    ['useAirlockAccount', account],
    ['useAirlockNetwork', { ...network, networks: network.networks.map((n) => n.caipNetworkId) }],
    ['useAirlockState', state],
    ['useAirlockTheme', theme],
    ['useAirlockEvents', event],
    ['useWalletInfo', walletInfo],
    // The wallet's EIP-1193 provider is a live object: what it has, not what it holds.
    [
      "useAirlockProvider('eip155')",
      provider === undefined ? undefined : { eip1193: typeof provider.request === 'function' },
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

function functionNames(value: object): string[] {
  return Object.entries(value)
    .filter(([, member]) => typeof member === 'function')
    .map(([name]) => `${name}()`)
}

function toJson(value: unknown): string {
  const json = JSON.stringify(
    value,
    (_key, v: unknown) => (typeof v === 'bigint' ? v.toString() : v),
    2,
  )
  return json ?? 'undefined'
}
