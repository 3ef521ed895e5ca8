import { describe, expect, inject, test } from 'vitest'
import { createTestAdapter } from '../adapter/createTestAdapter'
import { createAirlockCore } from '../createAirlockCore'
import { HttpRequestError } from '../errors/http'
import { GasPriceNetworkNotSupportedError } from '../errors/network'
import { mainnet, optimism } from '../networks/evm'
import type { Network } from '../networks/types'
import { withCloudRpc } from '../networks/withCloudRpc'
import { createMemoryStorage } from '../storage/createMemoryStorage'
import { CLOUD_PROJECT } from '../test/cloudProject'
import { fetchSendGasPrice } from './fetchSendGasPrice'
import { setAccount } from './setAccount'
import { syncNetwork } from './syncNetwork'

const cloudUrl = inject('cloudUrl')
const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const eth = (network: Network) => ({
  name: 'Ether',
  symbol: 'ETH',
  chainId: network.caipNetworkId,
  value: 3000,
  price: 3000,
  quantity: { decimals: '18', numeric: '1' },
  iconUrl: '',
})

// Against the local cloud, which runs eip155:1 (and 8453, 31337) but not Optimism (10).
function setup(network: Network, apiUrl = cloudUrl) {
  const core = createAirlockCore({
    projectId: CLOUD_PROJECT.id,
    networks: [mainnet, optimism].map((n) =>
      withCloudRpc(n, { host: cloudUrl, projectId: CLOUD_PROJECT.id }),
    ),
    adapters: [createTestAdapter()],
    storage: createMemoryStorage(),
    apiUrl,
  })
  setAccount(core, { caipAddress: `${network.caipNetworkId}:${ACCOUNT}` })
  syncNetwork(core, { namespace: 'eip155', caipNetworkId: network.caipNetworkId })
  core.state.send.tokenBalances = [eth(network)]
  return core
}

describe('fetchSendGasPrice', () => {
  test("a network the API prices: the fee in USD from the cloud's gas price", async () => {
    const fee = await fetchSendGasPrice(setup(mainnet), {
      token: eth(mainnet),
      amount: '0.1',
      receiver: BOB,
    })
    expect(fee.gasPrice).toBeGreaterThan(0n)
    expect(fee.insufficient).toBe(false)
  })

  test('a network the API has no gas price for: Network not supported for Gas Price (SPEC.md §8)', async () => {
    const error = await fetchSendGasPrice(setup(optimism), {
      token: eth(optimism),
      amount: '0.1',
      receiver: BOB,
    }).catch((thrown: unknown) => thrown)
    expect(error).toBeInstanceOf(GasPriceNetworkNotSupportedError)
    expect((error as GasPriceNetworkNotSupportedError).shortMessage).toBe(
      'Network not supported for Gas Price',
    )
    expect((error as GasPriceNetworkNotSupportedError).message).toContain('eip155:10')
    expect((error as GasPriceNetworkNotSupportedError).cause).toBeInstanceOf(HttpRequestError)
  })

  test('another failure stays what it is (an unreachable API is not a network question)', async () => {
    // Nothing listens on port 9 of this machine.
    const core = setup(mainnet, 'http://127.0.0.1:9')
    const error = await fetchSendGasPrice(core, {
      token: eth(mainnet),
      amount: '0.1',
      receiver: BOB,
    }).catch((thrown: unknown) => thrown)
    expect(error).not.toBeInstanceOf(GasPriceNetworkNotSupportedError)
  })
})
