import { AirlockProvider } from '@airlock/react'
import { renderToString } from 'react-dom/server'
import { expect, test } from 'vitest'
import { App } from './App'
import { airlock } from './airlock'
import { Details } from './Details'
import { HooksPanel } from './HooksPanel'

// The page renders on a server too (nothing touches window at import): what a visitor sees first.
test('home: sign and send buttons, and a link to every page of the demo', () => {
  const html = renderToString(<App path="/" />)
  expect(html).toContain('Sign message')
  expect(html).toContain('Send transaction')
  for (const href of ['/inline', '/compact', '/siwx', '/siwe', '/solana', '/siwx?solana'])
    expect(html).toContain(`href="${href}"`)
  expect(html).toMatch(/<a href="\/" aria-current="page">Home<\/a>/)
})

// The hooks panel and the networks table load after the page (src/pageExtras.ts).
test('the hooks panel and the networks with cloud RPC URLs', () => {
  const html = renderToString(
    <AirlockProvider airlock={airlock}>
      <HooksPanel />
      <Details />
    </AirlockProvider>,
  )
  expect(html).toContain('useAirlockAccount')
  // Every hook of the scaffold, useAirlock and useDisconnect included.
  for (const hook of ['useAirlock<', 'useDisconnect', 'useAirlockProvider', 'useWalletInfo'])
    expect(html).toContain(hook)
  expect(html).toContain('&quot;disconnect()&quot;')
  expect(html).toContain('&quot;open()&quot;')
  expect(html).toContain('&quot;isConnected&quot;: false')
  expect(html).toContain('eip155:1')
  expect(html).toContain('eip155:8453')
  expect(html).toContain('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
  expect(html).toContain('http://127.0.0.1:8787/v1/?chainId=eip155%3A1&amp;projectId=airlock-demo')
  expect(html).toContain('walletConnect, recent, injected, featured, custom, external, recommended')
})

test('/inline embeds the modal instead of the sign and send sections', () => {
  const html = renderToString(<App path="/inline" />)
  expect(html).toContain('The modal, embedded')
  expect(html).not.toContain('Send transaction')
})
