import { mkdtemp, readFile, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createPublicClient, createWalletClient, http, parseEther } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { TEST_MNEMONIC } from './constants'
import { defineLocalChain } from './defineLocalChain'
import { rpcCall } from './rpcCall'
import { startAnvil } from './startAnvil'

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'airlock-anvil-'))
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

const account0 = mnemonicToAccount(TEST_MNEMONIC, { addressIndex: 0 })
const account1 = mnemonicToAccount(TEST_MNEMONIC, { addressIndex: 1 })

function clients(chainId: number, rpcUrl: string) {
  const chain = defineLocalChain(chainId, rpcUrl)
  return {
    public: createPublicClient({ chain, transport: http(rpcUrl) }),
    wallet: createWalletClient({ chain, account: account0, transport: http(rpcUrl) }),
  }
}

describe('startAnvil', () => {
  test('serves the chain id, funds the mnemonic accounts and mines instantly', async () => {
    const node = await startAnvil({ chainId: 8453, port: 0, stateFile: join(dir, 'c.json') })
    try {
      expect(node.rpcUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
      const { public: client, wallet } = clients(8453, node.rpcUrl)
      expect(await client.getChainId()).toBe(8453)
      expect(await client.getBalance({ address: account1.address })).toBe(parseEther('10000'))
      const hash = await wallet.sendTransaction({ to: account1.address, value: 1n })
      const receipt = await client.getTransactionReceipt({ hash })
      expect(receipt.status).toBe('success')
    } finally {
      await node.stop()
    }
  })

  test('keeps its state across a stop and a start', async () => {
    const stateFile = join(dir, 'chains', '1.json')
    const first = await startAnvil({ chainId: 1, port: 0, stateFile })
    const { public: firstClient, wallet } = clients(1, first.rpcUrl)
    const hash = await wallet.sendTransaction({ to: account1.address, value: 12345n })
    await firstClient.waitForTransactionReceipt({ hash, pollingInterval: 20 })
    await first.stop()
    expect((await stat(stateFile)).size).toBeGreaterThan(0)

    const second = await startAnvil({ chainId: 1, port: 0, stateFile })
    try {
      const { public: client } = clients(1, second.rpcUrl)
      expect(await client.getBlockNumber()).toBe(1n)
      const tx = await client.getTransaction({ hash })
      expect(tx.value).toBe(12345n)
      expect(await client.getBalance({ address: account1.address })).toBe(
        parseEther('10000') + 12345n,
      )
    } finally {
      await second.stop()
    }
  })

  test('stop saves the state and ends the node and its watchdog', async () => {
    const stateFile = join(dir, 'gone.json')
    const node = await startAnvil({ chainId: 1, port: 0, stateFile })
    const { public: client, wallet } = clients(1, node.rpcUrl)
    const hash = await wallet.sendTransaction({ to: account1.address, value: 7n })
    // anvil answers with the hash before its miner has sealed the block: wait for the receipt.
    await client.waitForTransactionReceipt({ hash, pollingInterval: 20 })
    process.kill(-node.pid, 0) // the group exists
    await node.stop()
    expect(await node.exited).toBe(0)
    expect(() => process.kill(node.pid, 0)).toThrow()
    expect(JSON.parse(await readFile(stateFile, 'utf8')).block.number).toBe('0x1')
  })

  test('fails with the node output when the port is taken', async () => {
    const first = await startAnvil({ chainId: 1, port: 0, stateFile: join(dir, 'a.json') })
    try {
      await expect(
        startAnvil({ chainId: 10, port: first.port, stateFile: join(dir, 'b.json') }),
      ).rejects.toThrow(/Address already in use|serves chain 1/)
    } finally {
      await first.stop()
    }
  })
})

describe('restarting on the same state file', () => {
  test('a new node waits for the previous one to finish writing its state', async () => {
    const stateFile = join(dir, 'handover.json')
    const first = await startAnvil({ chainId: 1, port: 0, stateFile })
    await rpcCall(first.rpcUrl, 'anvil_mine', ['0x5'])
    // Not awaited: the previous node is still saving when the next one starts, as after a crash.
    const stopping = first.stop()
    const second = await startAnvil({ chainId: 1, port: 0, stateFile })
    try {
      await stopping
      expect(await rpcCall(second.rpcUrl, 'eth_blockNumber')).toBe('0x5')
      expect(await readFile(`${stateFile}.pid`, 'utf8')).toBe(String(second.pid))
    } finally {
      await second.stop()
    }
    await expect(stat(`${stateFile}.pid`)).rejects.toThrow()
  })
})
