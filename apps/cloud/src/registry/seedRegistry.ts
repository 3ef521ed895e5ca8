import type { Store } from '../store/types'
import { catalogueImages } from './catalogueImages'
import { generateWallets } from './generateWallets'

/**
 * Fills the wallet registry and the image catalogue on first start. Idempotent: the generated
 * content is deterministic, so rows that exist are left alone and nothing is rewritten later.
 *
 * @example
 * await seedRegistry(store) // 320 wallets on a new database, no writes afterwards
 */
export async function seedRegistry(store: Store): Promise<void> {
  const { rows } = await store.query<{ n: number }>('select count(*)::int as n from wallets')
  const wallets = generateWallets()
  if ((rows[0]?.n ?? 0) < wallets.length) {
    await store.query(
      `insert into wallets (id, position, name, slug, rdns, chains, image_id, homepage, mobile_link,
         desktop_link, webapp_link, app_store, play_store, chrome_store, injected, badge_type, color)
       select id, position, name, slug, rdns, chains, image_id, homepage, mobile_link, desktop_link,
         webapp_link, app_store, play_store, chrome_store, injected, badge_type, color
       from jsonb_to_recordset($1::jsonb) as w(id text, position int, name text, slug text,
         rdns text, chains text[], image_id text, homepage text, mobile_link text,
         desktop_link text, webapp_link text, app_store text, play_store text, chrome_store text,
         injected jsonb, badge_type text, color text)
       on conflict (id) do nothing`,
      [JSON.stringify(wallets.map((w, position) => ({ ...w, position })))],
    )
  }
  await store.query(
    `insert into images (kind, id, label, color)
     select kind, id, label, color from jsonb_to_recordset($1::jsonb)
       as i(kind text, id text, label text, color text)
     on conflict (kind, id) do nothing`,
    [JSON.stringify(catalogueImages())],
  )
}
