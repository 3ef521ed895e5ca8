import { LocalStackError } from '../errors/LocalStackError'
import type { AirlockCloud } from '../fixtures/types'

/**
 * The cloud a global setup started with {@link startLocalStack} and put into `process.env`
 * (`E2E_CLOUD_URL`, `E2E_PROJECT_ID`, `E2E_RPC_<chainId>`), in the shape the `cloud` fixture takes.
 *
 * @example
 * airlockFixtures({ cloud: localStackFromEnv, wallet: (cloud) => ({ ... }) })
 */
export function localStackFromEnv(env: NodeJS.ProcessEnv = process.env): AirlockCloud {
  const url = env.E2E_CLOUD_URL
  const projectId = env.E2E_PROJECT_ID
  if (!url || !projectId)
    throw new LocalStackError(
      'E2E_CLOUD_URL and E2E_PROJECT_ID are unset: start the stack in a global setup (startLocalStack) and put its env into process.env',
    )
  const rpc: Record<number, string> = {}
  for (const [name, value] of Object.entries(env)) {
    const match = /^E2E_RPC_(\d+)$/.exec(name)
    if (match?.[1] && value) rpc[Number(match[1])] = value
  }
  return { url, projectId, rpc }
}
