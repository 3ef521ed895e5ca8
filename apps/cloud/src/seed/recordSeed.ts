import type { Store } from '@airlock/store'
import { NATIVE_PRICE_USD, NATIVE_TOKEN_ADDRESS, SEED_TOKENS, SEED_VERSION } from './seedTokens'

/**
 * Writes what the seed put on a chain into the store: the token list (with the spam flag and
 * icon ids), USD prices, token images and the `seed_state` row. Upserts, so it can run again.
 *
 * @example
 * await recordSeed(store, 8453)
 */
export async function recordSeed(store: Store, chainId: number): Promise<void> {
  await store.transaction(async (tx) => {
    for (const token of SEED_TOKENS) {
      await tx.query(
        `insert into tokens (chain_id, address, kind, name, symbol, decimals, icon_id, is_spam, source)
         values ($1, $2, $3, $4, $5, $6, $7, $8, 'seed')
         on conflict (chain_id, address) do update set kind = excluded.kind, name = excluded.name,
           symbol = excluded.symbol, decimals = excluded.decimals, icon_id = excluded.icon_id,
           is_spam = excluded.is_spam, source = 'seed'`,
        [
          chainId,
          token.address.toLowerCase(),
          token.kind,
          token.name,
          token.symbol,
          token.decimals,
          token.iconId,
          token.isSpam,
        ],
      )
      await tx.query(
        `insert into images (kind, id, label, color) values ('token', $1, $2, $3)
         on conflict (kind, id) do nothing`,
        [token.iconId, token.symbol, token.iconColor],
      )
    }
    const prices: [string, string][] = [[NATIVE_TOKEN_ADDRESS, NATIVE_PRICE_USD]]
    for (const token of SEED_TOKENS)
      if (token.priceUsd !== null) prices.push([token.address.toLowerCase(), token.priceUsd])
    for (const [address, price] of prices)
      await tx.query(
        `insert into prices (chain_id, address, currency, price) values ($1, $2, 'usd', $3)
         on conflict (chain_id, address, currency) do update set price = excluded.price, updated_at = now()`,
        [chainId, address, price],
      )
    await tx.query(
      `insert into seed_state (chain_id, version) values ($1, $2)
       on conflict (chain_id) do update set version = excluded.version, seeded_at = now()`,
      [chainId, SEED_VERSION],
    )
  })
}
