import type { Server } from 'node:http'
import type { Duplex } from 'node:stream'
import { DEPLOYMENT_RELAY_PATH } from '@airlock/core'
import type { Project } from '../projects/createProjectLookup'
import type { Relay } from '../relay/types'
import type { SolanaRpc } from '../solana/startSolanaRpc'
import { isRpcPath } from './isRpcPath'

/**
 * The WebSocket upgrades of the cloud's own port. `/relay` is the WalletConnect relay (the same
 * relay, limits and project checks as on its own port), so one deployment URL serves it as
 * `ws(s)://<deployment>/relay`. `/v1/?chainId=solana:<ref>&projectId=` becomes a subscription
 * socket of that Solana network (`signatureSubscribe`, `accountSubscribe`, `slotSubscribe`), after
 * the same project and origin check as the HTTP proxy. Anything else is refused before the
 * upgrade (404, 400 or 403 with a JSON reason).
 *
 * @example
 * routeUpgrades(server, { relay, solana, findProject: createProjectLookup(store) })
 */
export function routeUpgrades(
  server: Server,
  {
    relay,
    solana,
    findProject,
  }: {
    relay: Pick<Relay, 'handleUpgrade'>
    solana?: SolanaRpc | undefined
    findProject: (id: string) => Promise<Project | undefined>
  },
): void {
  server.on('upgrade', (req, socket: Duplex, head: Buffer) => {
    const refuse = (status: string, body: unknown) => {
      const text = JSON.stringify(body)
      socket.end(
        `HTTP/1.1 ${status}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(text)}\r\nConnection: close\r\n\r\n${text}`,
      )
    }
    socket.on('error', () => socket.destroy())
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    if (url.pathname === DEPLOYMENT_RELAY_PATH) return relay.handleUpgrade(req, socket, head)
    if (!solana || !isRpcPath(url.pathname)) return refuse('404 Not Found', { error: 'Not Found' })
    const chainId = url.searchParams.get('chainId') ?? ''
    const net = solana.networks.find((candidate) => candidate.info.caipNetworkId === chainId)
    if (!net)
      return refuse('400 Bad Request', {
        error: 'Unsupported chain',
        chainId,
        supported: solana.networks.map((candidate) => candidate.info.caipNetworkId),
      })
    const projectId = url.searchParams.get('projectId') ?? ''
    const origin = req.headers.origin
    findProject(projectId).then(
      (project) => {
        if (!projectId) return refuse('403 Forbidden', invalid('missing projectId'))
        if (!project) return refuse('403 Forbidden', invalid(`unknown projectId ${projectId}`))
        if (origin !== undefined && !project.allowedOrigins.includes(origin))
          return refuse(
            '403 Forbidden',
            invalid(`origin ${origin} is not allowed for project ${projectId}`),
          )
        solana.handleUpgrade(req, socket, head, net)
      },
      () => refuse('503 Service Unavailable', { error: 'Service Unavailable' }),
    )
  })
}

const invalid = (reason: string) => ({ error: 'Invalid App Configuration', reason })
