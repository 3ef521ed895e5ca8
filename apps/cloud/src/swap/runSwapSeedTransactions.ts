import {
  encodeDeployData,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  maxUint256,
  parseAbi,
  parseEther,
  parseUnits,
  type TransactionReceipt,
} from 'viem'
import { DEPLOYER_ACCOUNT_INDEX, TEST_ACCOUNTS } from '../chains/constants'
import { SeedError } from '../seed/SeedError'
import { seedToken } from '../seed/seedToken'
import { POOL_TOKEN_KEYS, SEED_POOLS } from './seedPools'
import { routerAbi, SWAP_CONTRACTS } from './swapContracts'
import { uniswapBytecode } from './uniswapBytecode'

/** Sends one seed transaction from a test account index and waits for its successful receipt. */
export type SeedSend = (
  fromIndex: number,
  request: { to?: Hex; data?: Hex; value?: bigint },
) => Promise<TransactionReceipt>

const mintAbi = parseAbi(['function mint(address to, uint256 value)'])
const deployer = DEPLOYER_ACCOUNT_INDEX
const treasury = TEST_ACCOUNTS[DEPLOYER_ACCOUNT_INDEX] as `0x${string}`

/**
 * The swap half of the chain seed, after the tokens and transfers: deploys Uniswap v2's factory,
 * WETH9 and Router02 from their published artifacts, mints the treasury (the deployer) the
 * pools' tokens and adds `SEED_POOLS`' liquidity through the router. Every transaction is the
 * deployer's, so the addresses and the pools are the same on every fresh chain.
 *
 * @example
 * await runSwapSeedTransactions(send) // after the token seed, deployer nonce 9
 */
export async function runSwapSeedTransactions(send: SeedSend): Promise<void> {
  const deploy = async (data: Hex, expected: `0x${string}`, name: string) => {
    const receipt = await send(deployer, { data })
    if (receipt.contractAddress?.toLowerCase() !== expected.toLowerCase())
      throw new SeedError(`${name} was deployed at ${receipt.contractAddress}, not ${expected}`)
  }
  await deploy(
    encodeDeployData({
      abi: parseAbi(['constructor(address feeToSetter)']),
      bytecode: uniswapBytecode('factory'),
      args: [treasury],
    }),
    SWAP_CONTRACTS.factory,
    'UniswapV2Factory',
  )
  await deploy(uniswapBytecode('weth'), SWAP_CONTRACTS.weth, 'WETH9')
  await deploy(
    encodeDeployData({
      abi: parseAbi(['constructor(address factory, address weth)']),
      bytecode: uniswapBytecode('router'),
      args: [SWAP_CONTRACTS.factory, SWAP_CONTRACTS.weth],
    }),
    SWAP_CONTRACTS.router,
    'UniswapV2Router02',
  )

  for (const key of POOL_TOKEN_KEYS) {
    const token = seedToken(key)
    const decimals = token.decimals ?? 0
    let total = 0n
    for (const pool of SEED_POOLS) {
      if (pool.a === key) total += parseUnits(pool.amountA, decimals)
      if (pool.b === key) total += parseUnits(pool.amountB, decimals)
    }
    await send(deployer, {
      to: token.address,
      data: encodeFunctionData({ abi: mintAbi, functionName: 'mint', args: [treasury, total] }),
    })
    await send(deployer, {
      to: token.address,
      data: encodeFunctionData({
        abi: erc20Abi,
        functionName: 'approve',
        args: [SWAP_CONTRACTS.router, maxUint256],
      }),
    })
  }

  for (const pool of SEED_POOLS) {
    const b = seedToken(pool.b)
    const amountB = parseUnits(pool.amountB, b.decimals ?? 0)
    if (pool.a === 'eth') {
      await send(deployer, {
        to: SWAP_CONTRACTS.router,
        value: parseEther(pool.amountA),
        data: encodeFunctionData({
          abi: routerAbi,
          functionName: 'addLiquidityETH',
          args: [b.address, amountB, amountB, parseEther(pool.amountA), treasury, maxUint256],
        }),
      })
      continue
    }
    const a = seedToken(pool.a)
    const amountA = parseUnits(pool.amountA, a.decimals ?? 0)
    await send(deployer, {
      to: SWAP_CONTRACTS.router,
      data: encodeFunctionData({
        abi: routerAbi,
        functionName: 'addLiquidity',
        args: [a.address, b.address, amountA, amountB, amountA, amountB, treasury, maxUint256],
      }),
    })
  }
}
