import type { Logger } from '../logger/types'
import type { SIWXSession } from '../options/types'
import { isAuthenticateRequest } from './isAuthenticateRequest'
import type {
  WalletConnectAuthenticateRequest,
  WalletConnectAuthentication,
  WalletConnectHub,
  WalletConnectNamespaceProposal,
  WalletConnectProvider,
} from './types'

type Cacao = {
  p: {
    iss: string
    domain: string
    aud: string
    version: string
    nonce: string
    iat: string
    exp?: string
    nbf?: string
    statement?: string
    requestId?: string
    resources?: string[]
  }
  s: { t: string; s: string }
}

/**
 * Pairs `provider` (the hub's `pair`): a plain session proposal, or, when the core signs visitors
 * in and eip155 is proposed, WalletConnect's one-click authentication: the wallet connects and
 * signs the sign-in text in one approval, and the signed texts become the core's sign-in sessions.
 * A wallet without one-click authentication answers the fallback proposal (eip155 only): a plain
 * session, and the usual sign-in prompt follows.
 */
export async function pairWalletConnect(
  hub: WalletConnectHub,
  provider: WalletConnectProvider,
  namespaces: Record<string, WalletConnectNamespaceProposal>,
  options: { authenticate?: boolean } = {},
  logger: Pick<Logger, 'warn'> = console,
): Promise<unknown> {
  const eip155 = namespaces.eip155
  let signIn: WalletConnectAuthentication | undefined
  let request: WalletConnectAuthenticateRequest | undefined
  try {
    if (eip155 && options.authenticate !== false) signIn = await hub.getAuthentication?.()
    request = eip155 && signIn ? await signIn.request(eip155.chains) : undefined
  } catch (error) {
    // No sign-in text to offer (its nonce could not be had): connect, and the sign view follows.
    logger.warn('Airlock: one-click sign-in could not start', error)
  }
  if (!eip155 || !request) return provider.connect({ optionalNamespaces: namespaces })
  if (!isAuthenticateRequest(request)) {
    logger.warn('Airlock: one-click sign-in needs eip155 chains, uri, domain and nonce', request)
    return provider.connect({ optionalNamespaces: namespaces })
  }
  // `optionalNamespaces` is the provider's: it keeps the RPC map for reads over the session.
  const result = (await provider.authenticate({
    ...request,
    // The session may call what the eip155 proposal asks for (a ReCap in the signed text).
    methods: request.methods.length > 0 ? request.methods : eip155.methods,
    optionalNamespaces: { eip155 },
  } as Parameters<WalletConnectProvider['authenticate']>[0])) as {
    session?: unknown
    auths?: readonly Cacao[]
  }
  const auths = result.auths ?? []
  if (result.session && auths.length > 0) {
    await signIn?.complete(auths.map((cacao) => toSiwxSession(provider, cacao)))
  }
  return result.session
}

// The signed text is rebuilt exactly as the wallet wrote it (the SDK's CAIP-122 formatter).
function toSiwxSession(provider: WalletConnectProvider, cacao: Cacao): SIWXSession {
  const { p } = cacao
  const [, namespace, reference, address] = /^did:pkh:([^:]+):([^:]+):(.+)$/.exec(p.iss) ?? []
  const message = provider.client.formatAuthMessage({ request: p as never, iss: p.iss })
  return {
    data: {
      accountAddress: address ?? '',
      chainId: `${namespace}:${reference}` as SIWXSession['data']['chainId'],
      domain: p.domain,
      uri: p.aud,
      version: p.version,
      nonce: p.nonce,
      issuedAt: p.iat,
      ...(p.exp === undefined ? {} : { expirationTime: p.exp }),
      ...(p.nbf === undefined ? {} : { notBefore: p.nbf }),
      ...(p.statement === undefined ? {} : { statement: p.statement }),
      ...(p.requestId === undefined ? {} : { requestId: p.requestId }),
      ...(p.resources === undefined ? {} : { resources: p.resources }),
    },
    message,
    signature: cacao.s.s,
  }
}
