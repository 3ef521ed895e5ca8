import type { OtpLimits } from '../email/otpLimits'
import type { SiteLimits } from '../limits/types'

/** A project whose dapp origins may embed the frame (`frame-ancestors`) and talk to it. */
export type ProjectConfig = { id: string; origins: string[] }

/** Everything the secure site reads from its environment, resolved once at start. */
export type SecureSiteConfig = {
  /** Always loopback: nothing the secure site starts listens elsewhere. */
  host: '127.0.0.1'
  /** The frame page and its API (8788); 0 picks a free port (tests). */
  port: number
  /** The local OpenID provider (8790). */
  oidcPort: number
  /** The mail catcher's SMTP port (2525). */
  smtpPort: number
  /** The mail catcher's inbox page and JSON API (8025). */
  mailPort: number
  /** PGlite data (`secure-site-pg/`) and the generated key file live here. */
  dataDir: string
  /** When set, a real Postgres server is used instead of PGlite. */
  databaseUrl?: string
  /** The local cloud, whose RPC proxy `/v1/?chainId=&projectId=` reaches the chains. */
  cloudUrl: string
  /** Projects and the dapp origins allowed to frame the site. */
  projects: ProjectConfig[]
  /** `AIRLOCK_SECURE_SITE_SECRET`; unset means a random key in `<dataDir>/secure-site.key`. */
  secret?: string
  /**
   * `AIRLOCK_SECURE_SITE_PREVIOUS_SECRETS` (comma-separated): secrets a master key rotation is
   * moving away from; wallet keys still under them decrypt until `rotate-master-key` re-encrypts them.
   */
  previousSecrets?: string[]
  /** Per chain id, an RPC URL used instead of the cloud's proxy (tests point it at an anvil). */
  rpcUrls?: Record<number, string>
  /** Per Solana CAIP-2 id, an RPC URL used instead of the cloud's proxy (tests). */
  solanaRpcUrls?: Record<string, string>
  /** The frame page's bundled script; default `<package>/dist/frame.js` (tests build their own). */
  frameScript?: string
  /**
   * `AIRLOCK_SMART_ACCOUNT_DEPLOYER_KEY`: pays for deploying the smart-account factory once per
   * chain. Default: test account 9 of the local chains' public test mnemonic (funded there only).
   */
  smartAccountDeployerKey?: `0x${string}`
  /**
   * `AIRLOCK_SPONSOR_DAILY_GAS`: the gas the sponsor key pays per user per UTC day for smart-account
   * calls (account creation included), across chains; a call over it is refused. Default 2000000.
   */
  sponsorDailyGas?: number
  /** Limits on wrong one-time codes (`AIRLOCK_OTP_*`); unset members take the defaults. */
  otpLimits?: Partial<OtpLimits>
  /**
   * `AIRLOCK_TRUSTED_PROXIES`: how many reverse proxies in front of the site append to
   * `X-Forwarded-For`; 0 (default) uses the socket's peer address as the client's IP.
   */
  trustedProxies?: number
  /**
   * Flood limits (`AIRLOCK_SECURE_SITE_RATE_LIMIT_*`, `_LONG_POLLS*`, `_CONNECTIONS_PER_IP`,
   * `_HEADERS_TIMEOUT_MS`, `_REQUEST_TIMEOUT_MS`); unset members take `defaultSiteLimits`.
   */
  limits?: Partial<SiteLimits>
  /** The clock, in ms; tests move it to expire codes without waiting. */
  now?: () => number
}
