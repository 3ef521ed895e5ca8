import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { HTTPException } from 'hono/http-exception'
import { methodNotAllowed } from 'hono/method-not-allowed'
import { createCloudLimiters } from '../limits/createCloudLimiters'
import { defaultCloudLimits } from '../limits/defaultCloudLimits'
import { createProjectLookup } from '../projects/createProjectLookup'
import * as analyticsRoutes from '../routes/analytics'
import * as analyticsPageRoutes from '../routes/analyticsPage'
import * as balanceRoutes from '../routes/balance'
import * as convertRoutes from '../routes/convert'
import * as gasPriceRoutes from '../routes/gasPrice'
import * as healthRoutes from '../routes/health'
import * as historyRoutes from '../routes/history'
import * as identityRoutes from '../routes/identity'
import * as nftRoutes from '../routes/nfts'
import * as onrampRoutes from '../routes/onramp'
import * as onrampProviderRoutes from '../routes/onrampProvider'
import * as priceRoutes from '../routes/price'
import * as profileRoutes from '../routes/profile'
import * as registryRoutes from '../routes/registry'
import * as rpcRoutes from '../routes/rpc'
import * as sessionRoutes from '../routes/sessions'
import * as siwxRoutes from '../routes/siwx'
import * as supportedChainsRoutes from '../routes/supportedChains'
import { HttpError } from './errors'
import { isNodeUnreachable } from './isNodeUnreachable'
import { isRpcPath } from './isRpcPath'
import { projectGuard } from './projectGuard'
import { rateLimitGuard } from './rateLimitGuard'
import type { CloudContext } from './types'

export type { CloudContext } from './types'

/** JSON bodies larger than this get 413 (analytics events and RPC batches are far smaller). */
export const maxBodyBytes = 100 * 1024

type RouteModule = { register(app: Hono, ctx: CloudContext): void }

/** Route modules, in registration order: the platform's, then the Blockchain API's. */
const routeModules: readonly RouteModule[] = [
  healthRoutes,
  registryRoutes,
  analyticsRoutes,
  rpcRoutes,
  supportedChainsRoutes,
  balanceRoutes,
  historyRoutes,
  nftRoutes,
  identityRoutes,
  priceRoutes,
  gasPriceRoutes,
  convertRoutes,
  profileRoutes,
  onrampRoutes,
  siwxRoutes,
  sessionRoutes,
]

/** Error names that mean "the caller sent something invalid", from us or from libraries. */
const validationErrorNames = new Set([
  'ValidationError',
  'ZodError',
  'InvalidAddressError',
  'InvalidInputError',
  'InvalidChainIdError',
])

/**
 * Builds the cloud's HTTP app: the common middleware (rate limits per IP address and per
 * project, project and origin check, CORS, SDK parameters, body limit, JSON errors, 404/405)
 * and every route module.
 *
 * @example
 * const app = createApp({ store, config })
 * const res = await app.request('/health')
 */
export function createApp(input: CloudContext): Hono {
  const ctx: CloudContext = {
    ...input,
    limiters:
      input.limiters ?? createCloudLimiters(input.config.limits ?? defaultCloudLimits, input.store),
  }
  const limiters = ctx.limiters as NonNullable<CloudContext['limiters']>
  const publicPaths = new Set(['/health'])
  const app = new Hono()
  // Per IP first: it costs no store read, so a flood is shed before it reaches the database.
  app.use(
    rateLimitGuard({
      limiters,
      scope: 'ip',
      publicPaths,
      trustedHops: ctx.config.trustProxyHops ?? 0,
    }),
  )
  // The local on-ramp provider page answers before the project gate: its URL's id is the secret.
  onrampProviderRoutes.register(app, ctx)
  // The operator's analytics page holds every project's events: its own gate, not a project id.
  analyticsPageRoutes.register(app, ctx)
  app.use(projectGuard({ findProject: createProjectLookup(ctx.store), publicPaths }))
  // Per project only for known projects: an unknown id was answered 403 above.
  app.use(rateLimitGuard({ limiters, scope: 'project', publicPaths }))
  app.use(
    bodyLimit({
      maxSize: maxBodyBytes,
      onError: (c) => {
        const reason = `body over ${maxBodyBytes} bytes`
        // The RPC proxy answers in JSON-RPC, so a JSON-RPC client can read why.
        if (isRpcPath(c.req.path))
          return c.json(
            {
              jsonrpc: '2.0',
              id: null,
              error: { code: -32600, message: 'Payload Too Large', data: { reason } },
            },
            413,
          )
        return c.json({ error: 'Payload Too Large', reason }, 413)
      },
    }),
  )
  app.use(
    methodNotAllowed({
      app,
      onMethodNotAllowed: (c, methods) =>
        c.json({ error: 'Method Not Allowed', allowed: methods }, 405, {
          Allow: methods.join(', '),
        }),
    }),
  )
  for (const module of routeModules) module.register(app, ctx)

  app.notFound((c) => c.json({ error: 'Not Found', path: c.req.path }, 404))
  app.onError((error, c) => {
    if (error instanceof HttpError)
      return c.json({ error: error.message, ...error.extra }, toStatus(error.status))
    if (error instanceof HTTPException)
      return c.json({ error: error.message || 'Request failed' }, error.status)
    // c.req.json() on a body that is not JSON.
    if (error instanceof SyntaxError) return c.json({ error: 'Invalid JSON body' }, 400)
    // decodeURIComponent on a malformed escape in a path or query value.
    if (error instanceof URIError) return c.json({ error: 'Malformed URL encoding' }, 400)
    if (validationErrorNames.has(error.name))
      return c.json({ error: 'Invalid request', reason: error.message }, 400)
    // The client went away, or was cut off for sending too slowly, while its body was read:
    // nobody is left to answer, and it is not our bug.
    if ((error as { code?: unknown }).code === 'ECONNRESET')
      return c.json({ error: 'Request aborted' }, 408)
    // A chain node that is down or does not answer in time: the gateway's fault, not ours.
    if (isNodeUnreachable(error))
      return c.json({ error: 'Chain unavailable', reason: 'the chain node did not answer' }, 502)
    console.error('[cloud] unhandled error', c.req.method, c.req.path, error)
    return c.json({ error: 'Internal Server Error' }, 500)
  })
  return app
}

type Status = 400 | 401 | 403 | 404 | 405 | 409 | 413 | 422 | 429 | 500 | 502 | 503 | 504
function toStatus(status: number): Status {
  return (status >= 400 && status <= 599 ? status : 500) as Status
}
