/** A wallet of the registry, as stored and as `GET /getWallets` returns it (SPEC §3, wire names). */
export type WalletEntry = {
  id: string
  name: string
  slug: string
  image_id: string
  rdns: string | null
  chains: string[]
  homepage: string | null
  mobile_link: string | null
  desktop_link: string | null
  webapp_link: string | null
  app_store: string | null
  play_store: string | null
  chrome_store: string | null
  injected: { namespace: string; injected_id: string }[] | null
  badge_type: 'none' | 'certified'
  /** Background colour of the generated image. */
  color: string
}

/** The kinds of generated images: one per image route. */
export type ImageKind = 'wallet' | 'asset' | 'currency' | 'token' | 'avatar'
