import { renderToString } from 'react-dom/server'
import { expect, test } from 'vitest'
import { App } from './App'

// The demo's first page lists networks from core with their RPC pointed at the local cloud.
test('lists the configured networks with cloud RPC URLs, and the spec constants', () => {
  const html = renderToString(<App />)
  expect(html).toContain('eip155:1')
  expect(html).toContain('eip155:8453')
  expect(html).toContain('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
  expect(html).toContain('http://127.0.0.1:8787/v1/?chainId=eip155%3A1&amp;projectId=airlock-demo')
  expect(html).toContain('email, social, wallet')
  expect(html).toContain('walletConnect, recent, injected, featured, custom, external, recommended')
})
