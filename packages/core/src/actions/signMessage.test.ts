import { describe, expect, test } from 'vitest'
import { createTestAdapter } from '../adapter/createTestAdapter'
import { createAirlockCore } from '../createAirlockCore'
import { NoActiveCaipAddressError } from '../errors/connection'
import { NoActiveCaipNetworkError } from '../errors/network'
import { UserRejectedRequestError } from '../errors/request'
import { base, mainnet } from '../networks/evm'
import { solana } from '../networks/solana'
import { createMemoryStorage } from '../storage/createMemoryStorage'
import { connect } from './connect'
import { estimateGas } from './estimateGas'
import { sendTransaction } from './sendTransaction'
import { signMessage } from './signMessage'
import { syncNetwork } from './syncNetwork'

const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

async function setup(connected = true) {
  const adapter = createTestAdapter()
  const solanaAdapter = createTestAdapter({ namespace: 'solana' })
  const core = createAirlockCore({
    projectId: 'p',
    networks: [mainnet, base, solana],
    adapters: [adapter, solanaAdapter],
    storage: createMemoryStorage(),
  })
  if (connected) await connect(core, { connector: adapter.getConnectors()[0]! })
  return { core, adapter, solanaAdapter }
}

const rejection = { code: 4001, message: 'User rejected the request.' }

describe('signMessage', () => {
  test('signs with the connected address', async () => {
    const { core, adapter } = await setup()
    await expect(signMessage(core, { message: 'hi' })).resolves.toBe('0x6869')
    expect(adapter.test.calls.at(-1)).toEqual({
      method: 'signMessage',
      parameters: { message: 'hi', address: ALICE },
    })
  })

  test('a refusal is `Signature declined`', async () => {
    const { core, adapter } = await setup()
    adapter.test.signError = rejection
    const error = await signMessage(core, { message: 'hi' }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect((error as UserRejectedRequestError).shortMessage).toBe('Signature declined')
  })

  test('without an account: `No ActiveCaipAddress found`', async () => {
    const { core } = await setup(false)
    await expect(signMessage(core, { message: 'hi' })).rejects.toThrow(NoActiveCaipAddressError)
  })
})

describe('sendTransaction and estimateGas', () => {
  test('send from the connected account on the active network', async () => {
    const { core, adapter } = await setup()
    const hash = await sendTransaction(core, { to: BOB, value: 5n, data: '0x' })
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(adapter.test.calls.at(-1)).toEqual({
      method: 'sendTransaction',
      parameters: { address: ALICE, network: mainnet, to: BOB, value: 5n, data: '0x' },
    })
    await expect(estimateGas(core, { to: BOB, value: 5n })).resolves.toBe(21000n)
    expect(adapter.test.calls.at(-1)?.parameters).toEqual({
      address: ALICE,
      network: mainnet,
      to: BOB,
      value: 5n,
    })
  })

  test('a refusal is UserRejectedRequestError', async () => {
    const { core, adapter } = await setup()
    adapter.test.signError = rejection
    await expect(sendTransaction(core, { to: BOB, value: 1n })).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
  })

  test('estimateGas normalises wallet errors', async () => {
    const { core, adapter } = await setup()
    adapter.estimateGas = () => Promise.reject(rejection)
    await expect(estimateGas(core, { to: BOB, value: 1n })).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
  })

  test('on an unsupported network: `No ActiveCaipNetwork or client found`', async () => {
    const { core } = await setup()
    syncNetwork(core, { namespace: 'eip155', caipNetworkId: 'eip155:42161' })
    await expect(sendTransaction(core, { to: BOB, value: 1n })).rejects.toThrow(
      NoActiveCaipNetworkError,
    )
    await expect(sendTransaction(core, { to: BOB, value: 1n })).rejects.toThrow(
      'No ActiveCaipNetwork or client found',
    )
  })

  test('an inactive namespace uses its account network', async () => {
    const { core, solanaAdapter } = await setup()
    await connect(core, { connector: solanaAdapter.getConnectors()[0]! })
    await connect(core, { connector: core.state.connectors.connectors[0]! })
    expect(core.state.chain.activeNamespace).toBe('eip155')
    await sendTransaction(core, { to: 'So1anaReceiver', value: 1n, namespace: 'solana' })
    expect(solanaAdapter.test.calls.at(-1)?.parameters).toMatchObject({ network: solana })
  })

  test('without an account: `No ActiveCaipAddress found`', async () => {
    const { core } = await setup(false)
    await expect(sendTransaction(core, { to: BOB, value: 1n })).rejects.toThrow(
      NoActiveCaipAddressError,
    )
  })
})
