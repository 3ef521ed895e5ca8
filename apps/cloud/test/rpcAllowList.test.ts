import { createWalletClient, http, parseEther } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { rpcAllowList } from '../src/blockchain/rpcAllowList'
import { TEST_ACCOUNTS, TEST_MNEMONIC } from '../src/chains/constants'
import { defineLocalChain } from '../src/chains/defineLocalChain'
import type { RunningChain } from '../src/server/types'
import { freePort, startTestCloud, type TestCloud } from './startTestCloud'
import { anvilMethods, anvilWebSocketOnlyMethods } from './support/anvilMethods'

// Issue 16: the RPC proxy forwards an allow-list. Walks every method anvil has and proves that
// nothing that signs with the node's keys, impersonates, mines or rewrites state gets through,
// and that what a wallet needs (viem's whole send path) still does.

let cloud: TestCloud
let chain: RunningChain
const account0 = TEST_ACCOUNTS[0] as `0x${string}`
const attacker = '0x00000000000000000000000000000000000bad00'
// Parameters no anvil method accepts: a known method answers -32602 and runs nothing, an
// unknown one -32601 (checked below on a made-up name).
const nonsense = [[[['zz']]], 7, 7, 7, 7, 7, 7, 7]
const refusal = 'Method not available through the cloud RPC proxy: '

type RpcAnswer = { id: number; result?: unknown; error?: { code: number; message: string } }

beforeAll(async () => {
  cloud = await startTestCloud({ chains: [{ chainId: 1, port: await freePort() }] })
  chain = cloud.chains.chains[0] as RunningChain
})
afterAll(async () => {
  await cloud?.dispose()
})

async function post(url: string, body: unknown): Promise<{ status: number; json: unknown }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: response.status, json: await response.json() }
}

/** Sends `methods` as batches of at most 100 (the proxy's batch limit), answers by method. */
async function callAll(url: string, methods: readonly string[], params: unknown[] = nonsense) {
  const answers = new Map<string, RpcAnswer>()
  for (let start = 0; start < methods.length; start += 100) {
    const batch = methods
      .slice(start, start + 100)
      .map((method, i) => ({ jsonrpc: '2.0', id: start + i, method, params }))
    const { json } = await post(url, batch)
    for (const answer of json as RpcAnswer[]) answers.set(methods[answer.id] as string, answer)
  }
  return answers
}

const proxyUrl = () => cloud.at('/v1/', { chainId: 'eip155:1' })

/** What the node says about the chain: anything a forwarded write would move. */
async function chainState() {
  const read = async (method: string, params: unknown[] = []) => {
    const { json } = await post(chain.rpcUrl, { jsonrpc: '2.0', id: 1, method, params })
    return (json as { result: unknown }).result
  }
  return {
    block: await read('eth_blockNumber'),
    chainId: await read('eth_chainId'),
    automine: await read('anvil_getAutomine'),
    attackerBalance: await read('eth_getBalance', [attacker, 'latest']),
    attackerCode: await read('eth_getCode', [attacker, 'latest']),
    account0Balance: await read('eth_getBalance', [account0, 'latest']),
    account0Nonce: await read('eth_getTransactionCount', [account0, 'latest']),
    pending: await read('txpool_status'),
  }
}

describe('the RPC proxy allow-list (issue 16)', () => {
  test('the method list is anvil 1.7.1 itself: the running node knows every name on it', async () => {
    const answers = await callAll(chain.rpcUrl, [...anvilMethods, 'airlock_notAMethod'])
    expect(answers.get('airlock_notAMethod')?.error?.code).toBe(-32601)
    const unknownToAnvil = anvilMethods.filter(
      (method) =>
        answers.get(method)?.error?.code === -32601 && !anvilWebSocketOnlyMethods.includes(method),
    )
    expect(unknownToAnvil).toEqual([])
    expect(anvilMethods.length).toBe(180)
  })

  test('every anvil method off the allow-list is refused by the proxy, naming the method', async () => {
    const answers = await callAll(proxyUrl(), anvilMethods)
    const passed: string[] = []
    for (const method of anvilMethods) {
      const answer = answers.get(method)
      if (rpcAllowList.eip155.has(method)) {
        // Forwarded: anvil itself answered (the nonsense parameters make it -32602, or -32601
        // for the websocket-only pair), never the proxy's refusal.
        expect(answer?.error?.message ?? '', method).not.toContain(refusal)
        passed.push(method)
      } else {
        expect(answer, method).toEqual({
          jsonrpc: '2.0',
          id: expect.any(Number),
          error: { code: -32601, message: `${refusal}${method}`, data: { method } },
        })
      }
    }
    // What passes is reads, fee data, filters, subscriptions and self-signed transactions only.
    const forbidden =
      /sign|impersonat|unsigned|^eth_sendTransaction|^(anvil|hardhat|evm|tenderly|debug|trace|ots|txpool|personal|erigon)_|mine|work|hashrate|accounts|coinbase|snapshot|revert|reset|set|load|dump|drop|deal/i
    const allowedButForbidden = passed.filter(
      (method) => forbidden.test(method) && !/^eth_sendRawTransaction(Sync)?$/.test(method),
    )
    expect(allowedButForbidden).toEqual([])
    // The pattern is not vacuous: anvil has each kind, and each is refused.
    for (const method of [
      'eth_sendUnsignedTransaction',
      'eth_sendTransaction',
      'eth_sendTransactionSync',
      'eth_sign',
      'eth_signTransaction',
      'eth_signTypedData_v4',
      'personal_sign',
      'anvil_impersonateAccount',
      'hardhat_impersonateAccount',
      'anvil_autoImpersonateAccount',
      'anvil_impersonateSignature',
      'anvil_setBalance',
      'tenderly_setBalance',
      'anvil_setCode',
      'anvil_reset',
      'evm_mine',
      'evm_revert',
      'anvil_loadState',
      'anvil_dumpState',
      'debug_traceCall',
      'debug_dbGet',
    ])
      expect(answers.get(method)?.error?.message, method).toBe(`${refusal}${method}`)
    console.info(
      `anvil methods: ${anvilMethods.length}; forwarded: ${passed.length} (${passed.join(', ')})`,
    )
  })

  test('the attacks of the issue change nothing on the chain; sent to the node itself they would', async () => {
    const before = await chainState()
    const oneEth = `0x${parseEther('1').toString(16)}`
    const steal = { from: account0, to: attacker, value: oneEth }
    const attacks: [string, unknown[]][] = [
      ['eth_sendUnsignedTransaction', [steal]],
      ['eth_sendTransaction', [steal]],
      ['eth_sendTransactionSync', [steal]],
      ['eth_signTransaction', [steal]],
      ['eth_sign', [account0, '0xdeadbeef']],
      ['personal_sign', ['0xdeadbeef', account0]],
      ['anvil_impersonateAccount', [account0]],
      ['hardhat_impersonateAccount', [account0]],
      ['anvil_autoImpersonateAccount', [true]],
      ['anvil_setBalance', [attacker, oneEth]],
      ['hardhat_setBalance', [attacker, oneEth]],
      ['tenderly_setBalance', [attacker, oneEth]],
      ['anvil_addBalance', [attacker, oneEth]],
      ['anvil_setCode', [attacker, '0x6000']],
      ['anvil_setNonce', [account0, '0x99']],
      ['anvil_setStorageAt', [attacker, '0x0', `0x${'11'.repeat(32)}`]],
      ['anvil_setChainId', [999]],
      ['anvil_setAutomine', [false]],
      ['evm_mine', []],
      ['anvil_mine', ['0x5']],
      ['evm_increaseTime', ['0x1000']],
      ['anvil_snapshot', []],
      ['evm_revert', ['0x1']],
      ['anvil_reset', []],
      ['anvil_dropAllTransactions', []],
    ]
    for (const [method, params] of attacks) {
      const { status, json } = await post(proxyUrl(), { jsonrpc: '2.0', id: 1, method, params })
      expect(status, method).toBe(200)
      expect((json as RpcAnswer).error?.message, method).toBe(`${refusal}${method}`)
    }
    expect(await chainState()).toEqual(before)

    // Control: anvil itself executes the unsigned transfer, so the check above could fail.
    const direct = await post(chain.rpcUrl, {
      jsonrpc: '2.0',
      id: 1,
      method: 'eth_sendUnsignedTransaction',
      params: [steal],
    })
    expect((direct.json as { result?: string }).result).toMatch(/^0x[0-9a-f]{64}$/)
    expect((await chainState()).attackerBalance).toBe(oneEth)
  })

  test("a wallet's own signed transfer goes through (viem's whole send path is allowed)", async () => {
    const wallet = createWalletClient({
      account: mnemonicToAccount(TEST_MNEMONIC, { addressIndex: 6 }),
      chain: defineLocalChain(1, proxyUrl()),
      transport: http(proxyUrl()),
    })
    const hash = await wallet.sendTransaction({ to: attacker, value: 1234n })
    const { json } = await post(proxyUrl(), {
      jsonrpc: '2.0',
      id: 1,
      method: 'eth_getTransactionReceipt',
      params: [hash],
    })
    expect((json as { result: { status: string } }).result.status).toBe('0x1')
  })
})
