import type { MiddlewareHandler } from 'hono'
import type { Project } from '../projects/createProjectLookup'
import { isRpcPath } from './isRpcPath'

declare module 'hono' {
  interface ContextVariableMap {
    /** The request's project, once the gate let it through. */
    project: Project
  }
}

export type ProjectGuardOptions = {
  findProject: (id: string) => Promise<Project | undefined>
  /** Paths served without a project (readiness). */
  publicPaths: ReadonlySet<string>
}

const allowMethods = 'GET, POST, OPTIONS'
const maxSdkParamLength = 64

/**
 * The common gate of every call: a known `projectId`, an allowed `Origin` (when there is one),
 * CORS that follows the project's origins (preflight too), and `st`/`sv` on everything but the
 * RPC proxy. Rejections are 403 `{ error: 'Invalid App Configuration', reason }` (SPEC §8) and
 * 400 for missing SDK parameters.
 *
 * A rejected actual request still carries `Access-Control-Allow-Origin` for its origin, so the
 * dapp can read the 403 and show `Invalid App Configuration` instead of a network error; only
 * the error body is exposed. A rejected preflight gets none, so the browser never sends the call.
 */
export function projectGuard(options: ProjectGuardOptions): MiddlewareHandler {
  return async (c, next) => {
    const path = c.req.path
    if (options.publicPaths.has(path)) return next()
    const origin = c.req.header('origin')
    const rpc = isRpcPath(path)
    const preflight = c.req.method === 'OPTIONS'
    const projectId = c.req.query('projectId')

    const reject = (reason: string) => {
      if (origin && !preflight) {
        c.header('Access-Control-Allow-Origin', origin)
        c.header('Vary', 'Origin')
      }
      if (rpc && !preflight)
        return c.json(
          {
            jsonrpc: '2.0',
            id: null,
            error: { code: -32001, message: 'Invalid App Configuration', data: { reason } },
          },
          403,
        )
      return c.json({ error: 'Invalid App Configuration', reason }, 403)
    }

    if (!projectId) return reject('missing projectId')
    const project = await options.findProject(projectId)
    if (!project) return reject(`unknown projectId ${projectId}`)
    if (origin !== undefined && !project.allowedOrigins.includes(origin))
      return reject(`origin ${origin} is not allowed for project ${projectId}`)

    c.set('project', project)
    if (origin !== undefined) {
      c.header('Access-Control-Allow-Origin', origin)
      c.header('Vary', 'Origin')
    }
    if (preflight) {
      c.header('Access-Control-Allow-Methods', allowMethods)
      c.header(
        'Access-Control-Allow-Headers',
        c.req.header('access-control-request-headers') ?? 'content-type',
      )
      c.header('Access-Control-Max-Age', '600')
      return c.body(null, 204)
    }

    if (!rpc) {
      for (const name of ['st', 'sv'] as const) {
        const value = c.req.query(name)
        if (!value || value.length > maxSdkParamLength)
          return c.json(
            {
              error: 'Missing or invalid SDK parameters',
              reason: `query parameter ${name} (SDK ${name === 'st' ? 'type' : 'version'}) is required, at most ${maxSdkParamLength} characters`,
            },
            400,
          )
      }
    }
    return next()
  }
}
