import type { Hono } from 'hono'
import type { CloudContext } from '../server/types'

/**
 * `GET /health`: readiness, without a project id. Answered only once everything has started
 * (before that the server answers 503), so a 200 means chains, store and indexer are up.
 * `store` is the backend the store actually opened (`pglite` or `postgres`), not the setting.
 */
export function register(app: Hono, ctx: CloudContext): void {
  app.get('/health', (c) =>
    c.json({
      status: 'ok',
      chains: ctx.chains?.chains.map((chain) => chain.caipNetworkId) ?? [],
      store: ctx.store.kind,
    }),
  )
}
