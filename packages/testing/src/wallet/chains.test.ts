import { createPublicClient, type Hex, http, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { expect, inject, test } from 'vitest'
import { anvilKey } from '../anvil/anvilKey'
import { ProviderRpcError } from '../errors/ProviderRpcError'
import { createMockWallet } from './createMockWallet'
import type { CreateMockWalletOptions } from './types'

// Chain switching and adding, and which chain reads and transactions go to. Signs with key 4.
const KEY = anvilKey(4)
const ADDRESS = privateKeyToAccount(KEY).address

function wallet(options: Partial<CreateMockWalletOptions> = {}) {
  return createMockWallet({
    privateKeys: [KEY],
    chains: [
      { id: 31337, rpcUrl: inject('rpc31337') },
      { id: 1, rpcUrl: inject('rpc1') },
    ],
    connected: true,
    ...options,
  })
}

async function rpcError(promise: Promise<unknown>): Promise<ProviderRpcError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(ProviderRpcError)
  return error as ProviderRpcError
}

const addChain = (chainId: Hex, rpcUrl: string) => ({
  method: 'wallet_addEthereumChain',
  params: [
    {
      chainId,
      chainName: `Chain ${chainId}`,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: [rpcUrl],
    },
  ],
})

test('wallet_switchEthereumChain moves to a configured chain and emits chainChanged', async () => {
  const w = wallet()
  const seen: Hex[] = []
  w.provider.on('chainChanged', (chainId) => seen.push(chainId))
  expect(
    await w.provider.request({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: '0x1' }],
    }),
  ).toBeNull()
  expect(await w.provider.request({ method: 'eth_chainId' })).toBe('0x1')
  expect(await w.provider.request({ method: 'net_version' })).toBe('1')
  // Switching to the chain it is on is a no-op: no event.
  await w.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] })
  expect(seen).toEqual(['0x1'])
})

test('reads and transactions follow the current chain', async () => {
  const w = wallet()
  const recipient = privateKeyToAccount(anvilKey(9)).address
  const mainnet = createPublicClient({ transport: http(inject('rpc1')) })
  const local = createPublicClient({ transport: http(inject('rpc31337')) })
  const [mainnetBefore, localBefore] = await Promise.all([
    mainnet.getBalance({ address: recipient }),
    local.getBalance({ address: recipient }),
  ])
  await w.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] })
  const hash = (await w.provider.request({
    method: 'eth_sendTransaction',
    params: [{ from: ADDRESS, to: recipient, value: '0x2386f26fc10000' }],
  })) as Hex
  const receipt = await mainnet.waitForTransactionReceipt({ hash })
  expect(receipt.status).toBe('success')
  expect(await mainnet.getBalance({ address: recipient })).toBe(mainnetBefore + parseEther('0.01'))
  expect(await local.getBalance({ address: recipient })).toBe(localBefore)
  // The wallet's own read of the balance comes from chain 1 as well.
  const read = await w.provider.request({ method: 'eth_getBalance', params: [recipient, 'latest'] })
  expect(BigInt(read as string)).toBe(mainnetBefore + parseEther('0.01'))
})

test('an unknown chain is 4902; after wallet_addEthereumChain the wallet is on it', async () => {
  const w = wallet()
  const seen: Hex[] = []
  w.provider.on('chainChanged', (chainId) => seen.push(chainId))
  const error = await rpcError(
    w.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x2a' }] }),
  )
  expect(error.code).toBe(4902)
  expect(error.message).toBe(
    'Unrecognized chain ID "0x2a". Try adding the chain using wallet_addEthereumChain first.',
  )
  // Chain 42 is served by the chain-1 anvil: the wallet uses the URL the dapp gave.
  expect(await w.provider.request(addChain('0x2a', inject('rpc1')))).toBeNull()
  expect(seen).toEqual(['0x2a'])
  expect(await w.provider.request({ method: 'eth_chainId' })).toBe('0x2a')
  expect(w.chains()).toContainEqual({ id: 42, rpcUrl: inject('rpc1'), name: 'Chain 0x2a' })
  await w.provider.request({
    method: 'wallet_switchEthereumChain',
    params: [{ chainId: '0x7a69' }],
  })
  await w.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x2a' }] })
  expect(seen).toEqual(['0x2a', '0x7a69', '0x2a'])
})

test('switchOnAdd: false adds without switching; the dapp then switches', async () => {
  const w = wallet({ switchOnAdd: false })
  await w.provider.request(addChain('0x2a', inject('rpc1')))
  expect(w.chainId()).toBe(31337)
  await w.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x2a' }] })
  expect(w.chainId()).toBe(42)
})

test('unknownChains answers 4902 for a configured chain until the dapp adds it', async () => {
  const w = wallet({ unknownChains: [1] })
  const error = await rpcError(
    w.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] }),
  )
  expect(error.code).toBe(4902)
  await w.provider.request(addChain('0x1', 'http://127.0.0.1:9/ignored'))
  expect(w.chainId()).toBe(1)
  expect(w.behavior().unknownChains).toEqual([])
  // A configured chain keeps the test's RPC URL, so reads still reach the real chain-1 anvil.
  expect(await w.provider.request({ method: 'eth_blockNumber' })).toMatch(/^0x/)
  // The switch is a runtime one: turning it on again brings 4902 back.
  w.setBehavior({ unknownChains: [31337] })
  const again = await rpcError(
    w.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a69' }] }),
  )
  expect(again.code).toBe(4902)
})

test('malformed chain parameters are -32602', async () => {
  const w = wallet()
  for (const request of [
    { method: 'wallet_switchEthereumChain', params: [{ chainId: 'one' }] },
    { method: 'wallet_switchEthereumChain', params: [] },
    addChain('0x2a', 'ftp://example'),
    { method: 'wallet_addEthereumChain', params: [{ chainId: '0x2a' }] },
  ]) {
    expect((await rpcError(w.provider.request(request))).code).toBe(-32602)
  }
})

test('switchChain() is the user switching in the wallet: chainChanged, no prompt', () => {
  const w = wallet({ approval: 'manual' })
  const seen: Hex[] = []
  w.provider.on('chainChanged', (chainId) => seen.push(chainId))
  w.switchChain(1)
  expect(seen).toEqual(['0x1'])
  expect(w.pending()).toEqual([])
  expect(() => w.switchChain(5)).toThrow('chain 5 is not configured or added')
})
