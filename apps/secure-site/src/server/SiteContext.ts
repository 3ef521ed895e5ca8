import type { Store } from '@airlock/store'
import type { SecureSiteConfig } from '../config/types'
import type { LongPollSlots } from '../limits/createLongPollSlots'
import type { TokenBuckets } from '../limits/createTokenBuckets'

/** What every handler of the secure site works with; built once by `startSecureSite`. */
export type SiteContext = {
  config: SecureSiteConfig
  store: Store
  /** Encrypts wallet keys and keys the code HMACs (see loadMasterKey). */
  masterKey: Buffer
  /**
   * Master keys a rotation is moving away from (AIRLOCK_SECURE_SITE_PREVIOUS_SECRETS, the
   * previous-keys file): wallet keys still under them decrypt; nothing new is encrypted with them.
   */
  previousMasterKeys?: Buffer[]
  now: () => number
  /** This site's origin, e.g. `http://127.0.0.1:8788`. */
  publicUrl: string
  /** The local OpenID provider's issuer URL. */
  oidcIssuer: string
  /** Sends one plain-text mail (through the catcher's SMTP port). */
  sendMail(to: string, subject: string, text: string): Promise<void>
  /** The RPC URL for a chain and project: the cloud's proxy unless a test overrides it. */
  rpcUrl(chainId: number, projectId: string): string
  /** Pays for deploying the smart-account factory on a chain that lacks it (see ensureFactory). */
  smartAccountDeployerKey: `0x${string}`
  /** Per chain, whether the smart-account factory is there (this site's memory; see ensureFactory). */
  smartAccountChains: Map<number, Promise<boolean>>
  /** The sponsor key's last queued transaction per chain (`withSponsor`: one at a time). */
  sponsorQueues: Map<number, Promise<unknown>>
  /** When this site last deleted expired request nonces (`verifySignedRequest`). */
  nonceSweep: { at: number }
  /** This site's request rate buckets (`limitRequests`), per client IP and per project. */
  rateLimits: { perIp: TokenBuckets; perProject: TokenBuckets }
  /** The long polls this site holds now (`holdLongPoll`), per client IP and in total. */
  longPolls: LongPollSlots
}
