import type { SIWXMessageData } from '@airlock/core'
import type { PublicClient } from 'viem'
import { SiwxVerificationError } from '../errors/siwx'
import { cloudRpcClients } from '../stores/cloudRpcClients'
import { cloudUrl } from '../stores/cloudUrl'
import { verifySiwxMessage } from '../verify/verifySiwxMessage'

export type VerifySiwxSessionInput = {
  /** The session token the browser sent (`cloudSiwxStore().getToken(...)`), or a whole `Authorization` header. */
  token: string | null | undefined
  /** The cloud's base URL, e.g. `http://127.0.0.1:8787`. */
  apiUrl: string
  projectId: string
  /** The dapp's own host: a session signed for another domain is refused. */
  domain: string
  /** Default: the cloud's RPC proxy. */
  getClient?(chainId: number): PublicClient | undefined
}

/** A session the dapp's server may trust. */
export type VerifiedSiwxSession = {
  /** The signed-in account, checksummed. */
  address: string
  /** The CAIP-2 chain it signed in on, e.g. `eip155:31337`. */
  chainId: string
  data: SIWXMessageData
}

/**
 * For a dapp's Node server (no framework needed): asks the cloud for the session behind a token
 * (refused once revoked or expired), then checks it again itself: the domain is this dapp's, the
 * time window holds and the signature is the account's (EOA, ERC-1271, ERC-6492). Throws
 * `SiwxVerificationError` (`revoked`, `wrong-domain`, `expired`, `invalid-signature`, ...).
 *
 * @example
 * import { createServer } from 'node:http'
 * import { verifySiwxSession } from '@airlock/siwx/server'
 * createServer(async (req, res) => {
 *   try {
 *     const { address } = await verifySiwxSession({
 *       token: req.headers.authorization, apiUrl: 'http://127.0.0.1:8787', projectId: 'demo', domain: 'app.example',
 *     })
 *     res.end(JSON.stringify({ address }))
 *   } catch {
 *     res.writeHead(401).end()
 *   }
 * }).listen(3000)
 */
export async function verifySiwxSession(
  input: VerifySiwxSessionInput,
): Promise<VerifiedSiwxSession> {
  const token = input.token?.replace(/^Bearer\s+/i, '').trim()
  if (!token) throw new SiwxVerificationError('revoked', { details: 'no session token' })
  const url = cloudUrl(input.apiUrl, '/v1/siwx/sessions/current', input.projectId)
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } })
  if (response.status === 401) throw new SiwxVerificationError('revoked')
  if (!response.ok) throw new Error(`HTTP status code: ${response.status}`)
  const { session } = (await response.json()) as {
    session: { message: string; signature: string }
  }
  const data = await verifySiwxMessage({
    message: session.message,
    signature: session.signature,
    domain: input.domain,
    getClient:
      input.getClient ?? cloudRpcClients({ apiUrl: input.apiUrl, projectId: input.projectId }),
  })
  return { address: data.accountAddress, chainId: data.chainId, data }
}
