/**
 * The environment that raises the cloud's rate and connection limits for the load run and the
 * tests that run the cloud as a process: they send hundreds of requests a second from one
 * address (127.0.0.1), far past what production allows one client. Said explicitly, so
 * `npm run dev` and a production start keep the defaults.
 */
export const raisedLimitsEnv: Readonly<Record<string, string>> = {
  AIRLOCK_RATE_LIMIT_IP: '100000/100000',
  AIRLOCK_RATE_LIMIT_PROJECT: '100000/100000',
  AIRLOCK_RPC_RATE_LIMIT_IP: '100000/100000',
  AIRLOCK_RPC_RATE_LIMIT_PROJECT: '100000/100000',
  AIRLOCK_CONNECTIONS_PER_IP: '10000',
  AIRLOCK_RELAY_CONNECTIONS_PER_IP: '10000',
}
