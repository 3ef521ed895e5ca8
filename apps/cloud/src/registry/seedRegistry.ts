import type { Store } from '@airlock/store'
import { catalogueImages } from './catalogueImages'
import { generateWallets } from './generateWallets'
import { hashHex } from './hashHex'

/**
 * Fills the wallet registry and the image catalogue. The catalogue is deterministic, so its hash
 * says whether there is anything to do: nothing on a later start, an upsert of every entry when a
 * new version of the cloud changed the catalogue. Rows added by other means are left alone.
 *
 * @example
 * await seedRegistry(store) // 321 wallets on a new database, no writes afterwards
 */
export async function seedRegistry(store: Store): Promise<void> {
  const wallets = generateWallets().map((wallet, position) => ({ ...wallet, position }))
  const images = catalogueImages()
  const catalogue = JSON.stringify({ wallets, images })
  const hash = hashHex(catalogue)
  const { rows } = await store.query<{ catalogue_hash: string }>(
    'select catalogue_hash from registry_state where id = 1',
  )
  if (rows[0]?.catalogue_hash === hash) return
  await store.transaction(async (tx) => {
    await tx.query(
      `insert into wallets (id, position, name, slug, rdns, chains, image_id, homepage, mobile_link,
         desktop_link, webapp_link, app_store, play_store, chrome_store, injected, badge_type, color)
       select id, position, name, slug, rdns, chains, image_id, homepage, mobile_link, desktop_link,
         webapp_link, app_store, play_store, chrome_store, injected, badge_type, color
       from jsonb_to_recordset($1::jsonb -> 'wallets') as w(id text, position int, name text,
         slug text, rdns text, chains text[], image_id text, homepage text, mobile_link text,
         desktop_link text, webapp_link text, app_store text, play_store text, chrome_store text,
         injected jsonb, badge_type text, color text)
       on conflict (id) do update set position = excluded.position, name = excluded.name,
         slug = excluded.slug, rdns = excluded.rdns, chains = excluded.chains,
         image_id = excluded.image_id, homepage = excluded.homepage,
         mobile_link = excluded.mobile_link, desktop_link = excluded.desktop_link,
         webapp_link = excluded.webapp_link, app_store = excluded.app_store,
         play_store = excluded.play_store, chrome_store = excluded.chrome_store,
         injected = excluded.injected, badge_type = excluded.badge_type, color = excluded.color`,
      [catalogue],
    )
    await tx.query(
      `insert into images (kind, id, label, color)
       select kind, id, label, color from jsonb_to_recordset($1::jsonb -> 'images')
         as i(kind text, id text, label text, color text)
       on conflict (kind, id) do update set label = excluded.label, color = excluded.color`,
      [catalogue],
    )
    await tx.query(
      `insert into registry_state (id, catalogue_hash) values (1, $1)
       on conflict (id) do update set catalogue_hash = excluded.catalogue_hash, seeded_at = now()`,
      [hash],
    )
  })
}
