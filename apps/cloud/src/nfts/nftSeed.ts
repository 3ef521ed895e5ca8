import { TEST_ACCOUNTS } from '../chains/constants'
import { SEED_TOKENS } from '../seed/seedTokens'

/**
 * The account that deploys and mints the seeded NFT contracts: the test mnemonic's account 11
 * (`m/44'/60'/0'/0/11`; its key is public, like every key of that mnemonic). Anvil does not fund
 * it: the NFT seed gives it ETH with `anvil_setBalance`. Kept apart from the token deployer
 * (account 10) so the NFT contracts' addresses depend on its own nonce only, whatever else the
 * seed deploys from account 10.
 */
export const NFT_MINTER = {
  index: 11,
  address: '0x71bE63f3384f5fb98995898A86B02Fb2426c5788',
  privateKey: '0x701b615bbdfb9de65240bc28bd21bbc0d996645a3dd57e7b12bc2bdf6f192c82',
} as const

/** One NFT contract the cloud knows from its seed. */
export type NftSeedCollection = {
  key: 'moment' | 'badge' | 'pass' | 'free'
  standard: 'erc721' | 'erc1155'
  name: string
  symbol: string
  /** Background colour of the images the cloud generates for its tokens. */
  color: string
  isSpam: boolean
  address: `0x${string}`
  /** Which contract the NFT seed deploys (the NFT minter's nonce is its index); `null`: the token seed's. */
  artifact: 'AirlockCollection721' | 'AirlockERC1155' | null
}

const tokenSeedNfts = SEED_TOKENS.filter((token) => token.kind === 'erc721').map(
  (token): NftSeedCollection => ({
    key: token.key as 'pass' | 'free',
    standard: 'erc721',
    name: token.name,
    symbol: token.symbol,
    color: token.iconColor,
    isSpam: token.isSpam,
    address: token.address,
    artifact: null,
  }),
)

/**
 * The seeded NFT collections, the same addresses on every chain: the two the NFT seed deploys
 * (deployment order = the minter's nonce 0 and 1), then the token seed's ERC-721s (PASS, and
 * FREE flagged spam), which the NFT seed only describes.
 */
export const NFT_SEED_COLLECTIONS: readonly NftSeedCollection[] = [
  {
    key: 'moment',
    standard: 'erc721',
    name: 'Airlock Moments',
    symbol: 'MOMENT',
    color: '#0984e3',
    isSpam: false,
    address: '0x72bb9c7ffbE2Ed234e53bc64862DdA6d9fFF333b',
    artifact: 'AirlockCollection721',
  },
  {
    key: 'badge',
    standard: 'erc1155',
    name: 'Airlock Badges',
    symbol: 'BADGE',
    color: '#b7791f',
    isSpam: false,
    address: '0xF1478f211F027EBA42ca369ea976F1eB43C6bB53',
    artifact: 'AirlockERC1155',
  },
  ...tokenSeedNfts,
]

/** Names of seeded tokens that are not `<collection> #<id>`. */
export const NFT_SEED_ITEM_NAMES: readonly {
  key: NftSeedCollection['key']
  tokenId: string
  name: string
}[] = [
  { key: 'badge', tokenId: '1', name: 'Bronze Badge' },
  { key: 'badge', tokenId: '2', name: 'Silver Badge' },
  { key: 'badge', tokenId: '3', name: 'Gold Badge' },
]

/** One transaction of the NFT seed, sent by the NFT minter after the deployments. */
export type NftSeedMint =
  | { key: 'moment'; to: `0x${string}` }
  | { key: 'badge'; to: `0x${string}`; ids: bigint[]; amounts: bigint[] }

const [account0, account1, account2] = TEST_ACCOUNTS as [
  `0x${string}`,
  `0x${string}`,
  `0x${string}`,
]

/**
 * The NFT seed's mints, in order. MOMENT #1 and #2 go to accounts 1 and 2 (account 0's history
 * stays the token seed's); account 0 gets 3 Bronze (TransferSingle), then 1 Silver and 2 Gold in
 * one TransferBatch; account 1 one Bronze.
 */
export const NFT_SEED_MINTS: readonly NftSeedMint[] = [
  { key: 'moment', to: account1 },
  { key: 'moment', to: account2 },
  { key: 'badge', to: account0, ids: [1n], amounts: [3n] },
  { key: 'badge', to: account0, ids: [2n, 3n], amounts: [1n, 2n] },
  { key: 'badge', to: account1, ids: [1n], amounts: [1n] },
]

/** The NFT minter's nonce once the NFT seed is complete: its deployments plus its mints. */
export const NFT_SEED_MINTER_NONCE: number =
  NFT_SEED_COLLECTIONS.filter((collection) => collection.artifact !== null).length +
  NFT_SEED_MINTS.length

/** ETH (wei) the NFT seed gives its minter on a fresh chain: 100 ETH, far more than its gas. */
export const NFT_MINTER_BALANCE = 100n * 10n ** 18n
