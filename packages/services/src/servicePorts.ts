/** The ports of the services, each on 127.0.0.1. */
export type ServicePorts = {
  /** The cloud: Blockchain API, registry, RPC proxy; the dapp's `deploymentUrl`. */
  cloud: number
  /** The secure site (embedded wallet): the cloud's port + 1, where a dapp looks for it. */
  secureSite: number
  /** The WalletConnect relay's own port (the cloud's port also takes it on `/relay`). */
  relay: number
  /** The local OpenID provider of the secure site's social logins. */
  oidc: number
  /** The Solana RPC (three networks at `/<CAIP-2 reference>`). */
  solana: number
  /** The anvil chains behind the cloud: chain 1 and chain 8453. */
  chain1: number
  chain8453: number
  /** The mail catcher: SMTP, and its inbox page and REST API. */
  smtp: number
  mail: number
}

/** The ports `npm run dev` of the Airlock repository uses; the defaults of `airlock-services`. */
const DEFAULT_PORTS: Readonly<ServicePorts> = {
  cloud: 8787,
  secureSite: 8788,
  relay: 8789,
  oidc: 8790,
  solana: 8899,
  chain1: 8545,
  chain8453: 8546,
  smtp: 2525,
  mail: 8025,
}

/**
 * Every service port moved by `offset` (0 gives the defaults: cloud 8787, secure site 8788, relay
 * 8789, mail catcher inbox 8025).
 *
 * @example
 * servicePorts(100).cloud // 8887
 */
export function servicePorts(offset = 0): ServicePorts {
  return Object.fromEntries(
    Object.entries(DEFAULT_PORTS).map(([name, port]) => [name, port + offset]),
  ) as ServicePorts
}

/** What each port is, for a busy-port line. */
export const PORT_LABELS: Readonly<Record<keyof ServicePorts, string>> = {
  cloud: 'the cloud',
  secureSite: 'the secure site',
  relay: 'the relay',
  oidc: 'the local OpenID provider',
  solana: 'the Solana RPC',
  chain1: 'anvil (chain 1)',
  chain8453: 'anvil (chain 8453)',
  smtp: 'the mail catcher (SMTP)',
  mail: 'the mail catcher (inbox)',
}
