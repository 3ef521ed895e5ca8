import type { AddressInfo } from 'node:net'
import { loadEnv, type Plugin } from 'vite'
import { siwxRoute } from './siwxRoute'

/**
 * Serves the demo's server route (`/api/siwx/me`) from `vite` and `vite preview`: the cloud and
 * project come from the same `VITE_AIRLOCK_*` settings the page is built with, the domain is the
 * address this server listens on (never a request's Host header, which the client chooses).
 */
export function siwxServerPlugin(): Plugin {
  let env: Record<string, string> = {}
  const config = (address: () => AddressInfo | string | null | undefined) =>
    siwxRoute({
      apiUrl: env.VITE_AIRLOCK_CLOUD_URL ?? 'http://127.0.0.1:8787',
      projectId: env.VITE_AIRLOCK_PROJECT_ID ?? 'airlock-demo',
      domain: () => {
        const bound = address()
        if (!bound || typeof bound === 'string') return '127.0.0.1:5173'
        return `${bound.address}:${bound.port}`
      },
    })
  return {
    name: 'airlock-demo-siwx-server',
    configResolved(resolved) {
      env = { ...loadEnv(resolved.mode, resolved.envDir || process.cwd(), 'VITE_AIRLOCK_') }
    },
    configureServer(server) {
      server.middlewares.use(config(() => server.httpServer?.address()))
    },
    configurePreviewServer(server) {
      server.middlewares.use(config(() => server.httpServer.address()))
    },
  }
}
