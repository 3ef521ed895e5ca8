import {
  type Abi,
  createWalletClient,
  encodeDeployData,
  encodeFunctionData,
  erc20Abi,
  erc721Abi,
  type Hex,
  http,
  parseAbi,
  parseEther,
  parseUnits,
} from 'viem'
import erc20Artifact from '../../contracts/artifacts/AirlockERC20.json'
import erc721Artifact from '../../contracts/artifacts/AirlockERC721.json'
import { DEPLOYER_ACCOUNT_INDEX, TEST_ACCOUNT_COUNT } from '../chains/constants'
import { defineLocalChain } from '../chains/defineLocalChain'
import { testAccount } from '../chains/testAccount'
import { runOnrampSeedTransactions } from '../onramp/runOnrampSeedTransactions'
import type { RunningChain } from '../server/types'
import { runSwapSeedTransactions } from '../swap/runSwapSeedTransactions'
import { SeedError } from './SeedError'
import { seedToken } from './seedToken'
import { SEED_TOKENS, type SeedToken } from './seedTokens'
import { SEED_TRANSFERS, type SeedTransfer } from './seedTransfers'

const mintAbi = parseAbi(['function mint(address to, uint256 value)'])

/**
 * Deploys the seeded contracts and sends the seed's transfers on a chain that is at genesis,
 * one transaction at a time (instant mining makes each its own block), from the node's unlocked
 * test accounts. The order is fixed, so every fresh chain ends in the same state.
 *
 * @example
 * await runSeedTransactions(chains.get(1))
 */
export async function runSeedTransactions(chain: RunningChain): Promise<void> {
  const wallet = createWalletClient({
    chain: defineLocalChain(chain.chainId, chain.rpcUrl),
    transport: http(chain.rpcUrl, { retryCount: 0 }),
  })
  const send = async (fromIndex: number, request: { to?: Hex; data?: Hex; value?: bigint }) => {
    const hash = await wallet.sendTransaction({ account: testAccount(fromIndex), ...request })
    // Instant mining: the receipt exists when the hash comes back; poll briefly all the same.
    const receipt = await chain.client.waitForTransactionReceipt({ hash, pollingInterval: 10 })
    if (receipt.status !== 'success') throw new SeedError(`Seed transaction ${hash} reverted`)
    return receipt
  }

  const holders = Array.from({ length: TEST_ACCOUNT_COUNT }, (_, index) => testAccount(index))
  for (const token of SEED_TOKENS) {
    const receipt = await send(DEPLOYER_ACCOUNT_INDEX, { data: deployData(token, holders) })
    if (receipt.contractAddress?.toLowerCase() !== token.address.toLowerCase())
      throw new SeedError(
        `${token.symbol} was deployed at ${receipt.contractAddress} on chain ${chain.chainId}, not ${token.address}: the deployer's nonce was not ${token.deployNonce}`,
      )
  }
  for (const transfer of SEED_TRANSFERS) await send(transfer.from, transferRequest(transfer))
  // The local AMM (Uniswap v2) and its pools, last: src/swap.
  await runSwapSeedTransactions(send)
  // The on-ramp treasury's tokens: src/onramp.
  await runOnrampSeedTransactions(send)
}

function deployData(token: SeedToken, holders: readonly Hex[]): Hex {
  if (token.kind === 'erc721')
    return encodeDeployData({
      abi: erc721Artifact.abi as Abi,
      bytecode: erc721Artifact.bytecode as Hex,
      args: [token.name, token.symbol],
    })
  const decimals = token.decimals ?? 0
  return encodeDeployData({
    abi: erc20Artifact.abi as Abi,
    bytecode: erc20Artifact.bytecode as Hex,
    args: [
      token.name,
      token.symbol,
      decimals,
      holders,
      parseUnits(token.mintEach ?? '0', decimals),
    ],
  })
}

function transferRequest(transfer: SeedTransfer): { to: Hex; data?: Hex; value?: bigint } {
  const to = testAccount(transfer.to)
  if (transfer.asset === 'eth') return { to, value: parseEther(transfer.amount) }
  const token = seedToken(transfer.asset)
  if (token.kind === 'erc721') {
    const tokenId = BigInt(transfer.amount)
    const data = transfer.mint
      ? encodeFunctionData({ abi: mintAbi, functionName: 'mint', args: [to, tokenId] })
      : encodeFunctionData({
          abi: erc721Abi,
          functionName: 'transferFrom',
          args: [testAccount(transfer.from), to, tokenId],
        })
    return { to: token.address, data }
  }
  const value = parseUnits(transfer.amount, token.decimals ?? 0)
  return {
    to: token.address,
    data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, value] }),
  }
}
