/** Where the services are: read on the server at each request, handed to the browser as props. */
export type AirlockConfig = {
  cloudUrl: string
  projectId: string
  relayUrl: string
  secureSiteUrl: string
}

/**
 * The services this example talks to: `AIRLOCK_CLOUD_URL`, `AIRLOCK_PROJECT_ID`,
 * `AIRLOCK_RELAY_URL` and `AIRLOCK_SECURE_SITE_URL` from the server's environment, else the local
 * cloud of `npm run dev`. Read at request time (the layout is dynamic: it reads the cookie), so one
 * build runs against any deployment.
 */
export function readConfig(env: NodeJS.ProcessEnv = process.env): AirlockConfig {
  return {
    cloudUrl: env.AIRLOCK_CLOUD_URL ?? 'http://127.0.0.1:8787',
    projectId: env.AIRLOCK_PROJECT_ID ?? 'airlock-demo',
    relayUrl: env.AIRLOCK_RELAY_URL ?? 'ws://127.0.0.1:8789',
    secureSiteUrl: env.AIRLOCK_SECURE_SITE_URL ?? 'http://127.0.0.1:8788',
  }
}
