// @vitest-environment node
import { createAirlockCore, solanaDevnet } from '@airlock/core'
import { expect, test } from 'vitest'
import { createSolanaAdapter } from './createSolanaAdapter'

// Server-side rendering: no window, no wallets; setting the adapter up must not throw.
test('sets up without a window and lists no wallets', async () => {
  expect(typeof window).toBe('undefined')
  const adapter = createSolanaAdapter()
  const core = createAirlockCore({
    projectId: 'ssr',
    networks: [solanaDevnet],
    adapters: [adapter],
  })
  await core.ready
  expect(adapter.getConnectors()).toEqual([])
  expect(core.state.connectors.connectors.filter((item) => item.chain === 'solana')).toEqual([])
  expect(await adapter.getProvider()).toBeUndefined()
})
