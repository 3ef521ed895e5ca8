import {
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  parseAbi,
  parseEther,
  parseUnits,
  toHex,
} from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { DEPLOYER_ACCOUNT_INDEX, TEST_MNEMONIC } from '../chains/constants'
import { defineLocalChain } from '../chains/defineLocalChain'
import { testAccount } from '../chains/testAccount'
import { seedToken } from '../seed/seedToken'
import { CloudError } from '../server/CloudError'
import type { RunningChain } from '../server/types'
import { ONRAMP_TREASURY_INDEX, ONRAMP_TREASURY_TOKEN_FLOAT } from './constants'

const mintAbi = parseAbi(['function mint(address to, uint256 value)'])

let treasury: ReturnType<typeof mnemonicToAccount> | undefined
// One payment at a time per chain: the treasury's nonces must not race.
const queues = new Map<number, Promise<unknown>>()

/**
 * Sends `value` base units of the native token, or of a seeded ERC-20 (`token`, a `transfer` from
 * the treasury), from the on-ramp treasury (test mnemonic account 11, a dev-only key like every
 * local account) to `to` on `chain` and waits for the receipt. The treasury is topped up first
 * when short, so it never runs dry: ETH with `anvil_setBalance`, a token by its minter (the seed's
 * deployer, an account the local node holds) minting 1 000 000 more.
 *
 * @example
 * const hash = await payFromTreasury(chain, '0xabc...', parseEther('0.03'))
 * const paid = await payFromTreasury(chain, '0xabc...', 49_000_000n, 'usdc') // 49 USDC
 */
export async function payFromTreasury(
  chain: RunningChain,
  to: Hex,
  value: bigint,
  token?: 'usdc' | 'air',
): Promise<Hex> {
  const previous = queues.get(chain.chainId) ?? Promise.resolve()
  const run = previous.catch(() => undefined).then(() => pay(chain, to, value, token))
  queues.set(chain.chainId, run)
  return run
}

/** The treasury's address. */
export function treasuryAddress(): Hex {
  treasury ??= mnemonicToAccount(TEST_MNEMONIC, { addressIndex: ONRAMP_TREASURY_INDEX })
  return treasury.address
}

async function pay(
  chain: RunningChain,
  to: Hex,
  value: bigint,
  token: 'usdc' | 'air' | undefined,
): Promise<Hex> {
  treasury ??= mnemonicToAccount(TEST_MNEMONIC, { addressIndex: ONRAMP_TREASURY_INDEX })
  const balance = await chain.client.getBalance({ address: treasury.address })
  const reserve = parseEther('1')
  // The treasury pays the gas of a token transfer too.
  const needed = token ? reserve : value + reserve
  if (balance < needed)
    await (
      chain.client.request as (args: { method: string; params: unknown[] }) => Promise<unknown>
    )({
      method: 'anvil_setBalance',
      params: [treasury.address, toHex(needed + parseEther('1000'))],
    })
  const wallet = createWalletClient({
    account: treasury,
    chain: defineLocalChain(chain.chainId, chain.rpcUrl),
    transport: http(chain.rpcUrl, { retryCount: 0 }),
  })
  let hash: Hex
  if (token) {
    const contract = seedToken(token)
    await topUpToken(chain, contract.address, contract.decimals ?? 0, treasury.address, value)
    hash = await wallet.sendTransaction({
      to: contract.address,
      data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, value] }),
      type: 'legacy',
    })
  } else hash = await wallet.sendTransaction({ to, value, type: 'legacy' })
  const receipt = await chain.client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
  if (receipt.status !== 'success') throw new CloudError(`On-ramp payment ${hash} reverted`)
  return hash
}

async function topUpToken(
  chain: RunningChain,
  address: Hex,
  decimals: number,
  holder: Hex,
  value: bigint,
): Promise<void> {
  const held = await chain.client.readContract({
    address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [holder],
  })
  if (held >= value) return
  const minter = createWalletClient({
    chain: defineLocalChain(chain.chainId, chain.rpcUrl),
    transport: http(chain.rpcUrl, { retryCount: 0 }),
  })
  const hash = await minter.sendTransaction({
    account: testAccount(DEPLOYER_ACCOUNT_INDEX),
    to: address,
    data: encodeFunctionData({
      abi: mintAbi,
      functionName: 'mint',
      args: [holder, value + parseUnits(ONRAMP_TREASURY_TOKEN_FLOAT, decimals)],
    }),
  })
  const receipt = await chain.client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
  if (receipt.status !== 'success') throw new CloudError(`On-ramp top-up ${hash} reverted`)
}
