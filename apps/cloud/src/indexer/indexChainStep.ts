import type { Store } from '@airlock/store'
import { BlockNotFoundError } from 'viem'
import { discoverNftCollections } from '../nfts/discoverNftCollections'
import { writeNftTransfers } from '../nfts/writeNftTransfers'
import { ADVISORY_LOCKS } from '../seed/withAdvisoryLock'
import type { RunningChain } from '../server/types'
import { BLOCKS_PER_STEP, KEPT_BLOCK_HASHES } from './constants'
import { discoverTokens } from './discoverTokens'
import { readBlockTransfers } from './readBlockTransfers'
import type { TransferRow } from './types'

export type IndexChainOptions = {
  /**
   * A chain with nothing indexed yet starts at its head instead of genesis: an upstream real
   * chain, whose history before the cloud first followed it is not read.
   */
  fromHead?: boolean
}

/** Where one step left a chain: the last indexed block and the chain's head when it looked. */
export type IndexStep = {
  chainId: number
  indexed: bigint
  head: bigint
  /** Blocks read by this step (0 when the chain had nothing new). */
  read: number
  rewoundTo?: bigint
}

/**
 * Indexes up to `BLOCKS_PER_STEP` blocks of one chain after the last indexed one, in one store
 * transaction (transfers, discovered tokens, block hashes). If the chain no longer has the
 * last indexed block (its state was lost or reset), it first drops what was indexed past the
 * newest block both still agree on. Re-running over the same blocks writes nothing twice.
 *
 * Processes sharing one Postgres may index the same chain at once: every write transaction
 * holds the chain's advisory lock and first checks that the last indexed block is still the one
 * this step started from. When another process moved it meanwhile, this step writes nothing and
 * reports where that process left the chain (the caller steps again if that is short of head).
 *
 * @example
 * const { indexed, head } = await indexChainStep(chain, store)
 */
export async function indexChainStep(
  chain: RunningChain,
  store: Store,
  options: IndexChainOptions = {},
): Promise<IndexStep> {
  const { chainId, client } = chain
  const head = await client.getBlockNumber()
  // Where a chain with nothing indexed starts: genesis, or the head for a long real chain.
  const first = options.fromHead ? head : 0n
  let next = first
  /** The last indexed block this step builds on: what another process must not have moved. */
  let base: bigint | undefined
  let rewoundTo: bigint | undefined
  const last = await lastIndexed(store, chainId)
  if (last) {
    const agreed = await newestAgreedBlock(chain, store, last, head)
    if (agreed === last.number) {
      next = last.number + 1n
      base = last.number
    } else {
      rewoundTo = agreed ?? -1n
      const moved = await lockedTransaction(store, chainId, async (tx) => {
        const now = await lastIndexed(tx, chainId)
        if (!sameBlock(now, last)) return { now }
        await tx.query('delete from transfers where chain_id = $1 and block_number > $2', [
          chainId,
          String(rewoundTo),
        ])
        await tx.query('delete from indexed_blocks where chain_id = $1 and block_number > $2', [
          chainId,
          String(rewoundTo),
        ])
        await tx.query('delete from nft_transfers where chain_id = $1 and block_number > $2', [
          chainId,
          String(rewoundTo),
        ])
        return undefined
      })
      if (moved) return { chainId, indexed: moved.now?.number ?? -1n, head, read: 0 }
      base = agreed
      next = agreed === undefined ? first : agreed + 1n
    }
  }
  if (next > head) return withRewind({ chainId, indexed: head, head, read: 0 }, rewoundTo)

  const to = next + BigInt(BLOCKS_PER_STEP) - 1n < head ? next + BigInt(BLOCKS_PER_STEP) - 1n : head
  const numbers: bigint[] = []
  for (let n = next; n <= to; n++) numbers.push(n)
  const blocks = await Promise.all(numbers.map((n) => readBlockTransfers(client, chainId, n)))
  const transfers = blocks.flatMap((block) => block.transfers)
  const tokens = await discoverTokens(client, store, chainId, transfers)
  const nftTransfers = blocks.flatMap((block) => block.nftTransfers)
  const collections = await discoverNftCollections(client, store, chainId, nftTransfers)

  const moved = await lockedTransaction(store, chainId, async (tx) => {
    const now = await lastIndexed(tx, chainId)
    if (now?.number !== base) return { now }
    for (const token of tokens)
      await tx.query(
        `insert into tokens (chain_id, address, kind, name, symbol, decimals, source)
         values ($1, $2, $3, $4, $5, $6, 'indexer') on conflict (chain_id, address) do nothing`,
        [chainId, token.address, token.kind, token.name, token.symbol, token.decimals],
      )
    for (const transfer of transfers) await insertTransfer(tx, transfer)
    await writeNftTransfers(tx, chainId, collections, nftTransfers)
    for (const [i, block] of blocks.entries())
      await tx.query(
        `insert into indexed_blocks (chain_id, block_number, block_hash) values ($1, $2, $3)
         on conflict (chain_id, block_number) do update set block_hash = excluded.block_hash`,
        [chainId, String(numbers[i]), block.hash],
      )
    await tx.query('delete from indexed_blocks where chain_id = $1 and block_number < $2', [
      chainId,
      String(to - BigInt(KEPT_BLOCK_HASHES)),
    ])
    return undefined
  })
  if (moved) return { chainId, indexed: moved.now?.number ?? -1n, head, read: 0 }
  return withRewind({ chainId, indexed: to, head, read: numbers.length }, rewoundTo)
}

/** A store transaction holding the chain's indexer lock: one writer per chain at a time. */
function lockedTransaction<T>(
  store: Store,
  chainId: number,
  fn: (tx: Store) => Promise<T>,
): Promise<T> {
  return store.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1::int4, $2::int4)', [
      ADVISORY_LOCKS.indexer,
      chainId,
    ])
    return fn(tx)
  })
}

function sameBlock(
  a: { number: bigint; hash: string } | undefined,
  b: { number: bigint; hash: string } | undefined,
): boolean {
  return a?.number === b?.number && a?.hash === b?.hash
}

function withRewind(step: IndexStep, rewoundTo: bigint | undefined): IndexStep {
  return rewoundTo === undefined ? step : { ...step, rewoundTo }
}

async function lastIndexed(
  store: Store,
  chainId: number,
): Promise<{ number: bigint; hash: string } | undefined> {
  // The order is on the table's column: the text alias would sort '9' after '26'.
  const { rows } = await store.query<{ block_number: string; block_hash: string }>(
    `select block_number::text as block_number, block_hash from indexed_blocks
     where chain_id = $1 order by indexed_blocks.block_number desc limit 1`,
    [chainId],
  )
  const row = rows[0]
  return row ? { number: BigInt(row.block_number), hash: row.block_hash } : undefined
}

/**
 * The newest indexed block whose hash the chain still has, `undefined` when none. Usually the
 * last one, checked with a single call.
 */
async function newestAgreedBlock(
  chain: RunningChain,
  store: Store,
  last: { number: bigint; hash: string },
  head: bigint,
): Promise<bigint | undefined> {
  if (last.number <= head && (await blockHash(chain, last.number)) === last.hash) return last.number
  const { rows } = await store.query<{ block_number: string; block_hash: string }>(
    `select block_number::text as block_number, block_hash from indexed_blocks
     where chain_id = $1 and block_number <= $2 order by indexed_blocks.block_number desc`,
    [chain.chainId, String(head)],
  )
  // Hashes chain each block to its parent: once one agrees, every older one does. Binary search
  // for the newest that agrees (rows are newest first).
  let low = 0
  let high = rows.length
  while (low < high) {
    const middle = Math.floor((low + high) / 2)
    const row = rows[middle] as { block_number: string; block_hash: string }
    if ((await blockHash(chain, BigInt(row.block_number))) === row.block_hash) high = middle
    else low = middle + 1
  }
  const found = rows[low]
  return found ? BigInt(found.block_number) : undefined
}

/**
 * The chain's hash of a block, `undefined` when the chain does not have it. A node that does not
 * answer throws instead: taking that for "not there" would drop the chain's whole history.
 */
async function blockHash(chain: RunningChain, blockNumber: bigint): Promise<string | undefined> {
  try {
    const block = await chain.client.getBlock({ blockNumber })
    return block.hash?.toLowerCase()
  } catch (error) {
    if (error instanceof BlockNotFoundError) return undefined
    throw error
  }
}

async function insertTransfer(tx: Store, t: TransferRow): Promise<void> {
  await tx.query(
    `insert into transfers (chain_id, block_number, block_hash, tx_index, tx_hash, log_index,
       sub_index, tx_from, tx_to, tx_nonce, tx_status, kind, token_address, from_address,
       to_address, value, amount, mined_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)
     on conflict (chain_id, tx_hash, log_index, sub_index) do nothing`,
    [
      t.chainId,
      String(t.blockNumber),
      t.blockHash,
      t.txIndex,
      t.txHash,
      t.logIndex,
      t.subIndex,
      t.txFrom,
      t.txTo,
      t.txNonce,
      t.txStatus,
      t.kind,
      t.tokenAddress,
      t.from,
      t.to,
      t.value,
      t.amount,
      t.minedAt,
    ],
  )
}
