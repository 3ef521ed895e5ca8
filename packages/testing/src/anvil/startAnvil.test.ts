import { expect, test } from 'vitest'
import { startAnvil } from './startAnvil'

async function accounts(rpcUrl: string): Promise<string[]> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_accounts' }),
  })
  return ((await response.json()) as { result: string[] }).result
}

test('anvil funds its ten default accounts, or as many as asked (a node the cloud may seed)', async () => {
  const [plain, seedable] = await Promise.all([startAnvil(1), startAnvil(8453, { accounts: 11 })])
  try {
    expect(await accounts(plain.rpcUrl)).toHaveLength(10)
    const eleven = await accounts(seedable.rpcUrl)
    expect(eleven).toHaveLength(11)
    // Account 10 of the test mnemonic: the local cloud's deployer.
    expect(eleven[10]).toBe('0xbcd4042de499d14e55001ccbb24a551f3b954096')
  } finally {
    await Promise.all([plain.stop(), seedable.stop()])
  }
})
