import {
  type Abi,
  createWalletClient,
  encodeDeployData,
  encodeFunctionData,
  type Hex,
  http,
  toHex,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import collection721Artifact from '../../contracts/artifacts/AirlockCollection721.json'
import erc1155Artifact from '../../contracts/artifacts/AirlockERC1155.json'
import { defineLocalChain } from '../chains/defineLocalChain'
import { rpcCall } from '../chains/rpcCall'
import { SeedError } from '../seed/SeedError'
import type { RunningChain } from '../server/types'
import {
  NFT_MINTER,
  NFT_MINTER_BALANCE,
  NFT_SEED_COLLECTIONS,
  NFT_SEED_MINTS,
  type NftSeedMint,
} from './nftSeed'
import { nftSeedCollection } from './nftSeedCollection'

const artifacts = {
  AirlockCollection721: collection721Artifact,
  AirlockERC1155: erc1155Artifact,
} as const

/**
 * The NFT half of the seed, on a chain where the NFT minter (test account 11) has sent nothing:
 * funds the minter (`anvil_setBalance`), deploys the MOMENT (ERC-721) and BADGE (ERC-1155)
 * contracts at the minter's nonces 0 and 1, then sends the seeded mints, one transaction at a
 * time. Signed locally with the minter's (public, test) key.
 *
 * @example
 * await runNftSeedTransactions(chains.get(1))
 */
export async function runNftSeedTransactions(chain: RunningChain): Promise<void> {
  await rpcCall(chain.rpcUrl, 'anvil_setBalance', [NFT_MINTER.address, toHex(NFT_MINTER_BALANCE)])
  const wallet = createWalletClient({
    account: privateKeyToAccount(NFT_MINTER.privateKey),
    chain: defineLocalChain(chain.chainId, chain.rpcUrl),
    transport: http(chain.rpcUrl, { retryCount: 0 }),
  })
  const send = async (request: { to?: Hex; data: Hex }) => {
    const hash = await wallet.sendTransaction(request)
    const receipt = await chain.client.waitForTransactionReceipt({ hash, pollingInterval: 10 })
    if (receipt.status !== 'success') throw new SeedError(`NFT seed transaction ${hash} reverted`)
    return receipt
  }
  for (const collection of NFT_SEED_COLLECTIONS) {
    if (collection.artifact === null) continue
    const artifact = artifacts[collection.artifact]
    const receipt = await send({
      data: encodeDeployData({
        abi: artifact.abi as Abi,
        bytecode: artifact.bytecode as Hex,
        args: [collection.name, collection.symbol],
      }),
    })
    if (receipt.contractAddress?.toLowerCase() !== collection.address.toLowerCase())
      throw new SeedError(
        `${collection.symbol} was deployed at ${receipt.contractAddress} on chain ${chain.chainId}, not ${collection.address}: the NFT minter had sent transactions before`,
      )
  }
  for (const mint of NFT_SEED_MINTS) await send(mintRequest(mint))
}

function mintRequest(mint: NftSeedMint): { to: Hex; data: Hex } {
  const collection = nftSeedCollection(mint.key)
  if (mint.key === 'moment')
    return {
      to: collection.address,
      data: encodeFunctionData({
        abi: collection721Artifact.abi as Abi,
        functionName: 'mint',
        args: [mint.to],
      }),
    }
  const [id] = mint.ids
  const [amount] = mint.amounts
  const data =
    mint.ids.length === 1
      ? encodeFunctionData({
          abi: erc1155Artifact.abi as Abi,
          functionName: 'mint',
          args: [mint.to, id, amount],
        })
      : encodeFunctionData({
          abi: erc1155Artifact.abi as Abi,
          functionName: 'mintBatch',
          args: [mint.to, mint.ids, mint.amounts],
        })
  return { to: collection.address, data }
}
