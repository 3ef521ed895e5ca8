/** The ports of the local stack, each a service or a chain. */
export type LocalStackPort =
  | 'cloud'
  | 'relay'
  | 'chain1'
  | 'chain8453'
  | 'secureSite'
  | 'oidc'
  | 'smtp'
  | 'mail'
  | 'solana'

/** What {@link startLocalStack} starts, and where. Every field has a default. */
export type StartLocalStackOptions = {
  /** The project the dapp uses. Default `airlock-e2e`. */
  projectId?: string
  /** Origins the project accepts calls (and frames) from: the dapp's origin(s). */
  dappOrigins?: readonly string[]
  /** Where the services keep their data. Default: a new temporary folder, removed by `stop()`. */
  dataDir?: string
  /**
   * The cloud's bundle (`dist/main.js` of `@airlock/cloud`). Default: resolved from `resolveFrom`.
   */
  cloudMain?: string
  /**
   * The secure site's bundle (`dist/main.js` of `@airlock/secure-site`), or `false` to not start
   * it. Default: resolved from `resolveFrom`; left out when the package is not installed.
   */
  secureSiteMain?: string | false
  /** Where the service packages are resolved from. Default `process.cwd()`. */
  resolveFrom?: string
  /**
   * Fixed ports, e.g. to build the dapp against the stack's URLs while it starts. Default: free
   * ports chosen by the stack.
   */
  ports?: Partial<Record<LocalStackPort, number>>
  /**
   * Chain ids of more local anvil chains beside 1 and 8453 (e.g. `[31337]`, a chain outside the
   * swap networks), each on a free port. Default none.
   */
  extraChains?: readonly number[]
  /** Milliseconds each service may take to become ready. Default 180 000 (a cold first seed). */
  timeoutMs?: number
  /**
   * The cloud's per-IP and per-project rate and connection limits. Default `'raised'`: a test
   * suite sends everything from one address, far faster than one visitor, so the limits are set
   * out of its way; `'production'` keeps the cloud's own defaults (to test a dapp's handling of
   * 429). Variables already set in the environment win either way.
   */
  limits?: 'raised' | 'production'
}

/** The running stack: URLs of every service on 127.0.0.1, and how to stop it. */
export type LocalStack = {
  projectId: string
  /** The cloud: Blockchain API, registry, RPC proxy `/v1/?chainId=&projectId=`. */
  cloudUrl: string
  /** The WalletConnect relay of the cloud (`ws://`). */
  relayUrl: string
  /** The anvil node of each chain (chain id to URL). */
  rpc: Record<number, string>
  /**
   * The cloud's local Solana RPC (`http://127.0.0.1:<port>`; also `E2E_SOLANA_URL`): one port for
   * the three networks, each at `/<CAIP-2 reference>`, websocket on the same URL with `ws://`.
   */
  solanaUrl: string
  /** The direct URL of each Solana network, by CAIP-2 id (`solana:EtWT...` to `<solanaUrl>/EtWT...`). */
  solanaRpc: Record<string, string>
  /** The secure site (embedded wallet), when started. */
  secureSiteUrl: string | undefined
  /** The mail catcher's inbox (web page and JSON API), when the secure site runs. */
  mailUrl: string | undefined
  /** The local OpenID provider, when the secure site runs. */
  oidcUrl: string | undefined
  dataDir: string
  /**
   * The same URLs as `E2E_*` variables (`E2E_CLOUD_URL`, `E2E_RELAY_URL`, ...), for a global
   * setup to put into `process.env` so that tests read them with {@link localStackFromEnv}.
   */
  env: Record<string, string>
  /** Stops every service (the cloud saves its chains) and removes a temporary data folder. */
  stop(): Promise<void>
}
