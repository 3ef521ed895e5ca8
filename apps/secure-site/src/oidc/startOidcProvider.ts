import { randomBytes } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import Provider from 'oidc-provider'
import { socialProviders } from '../social/providers'
import { clientSecret } from './clientSecret'
import { handleInteraction } from './handleInteraction'

export type OidcProvider = {
  /** The issuer, e.g. `http://127.0.0.1:8790`. */
  issuer: string
  stop(): Promise<void>
}

/**
 * The local stand-in for google, github, apple, facebook, x and discord: one `oidc-provider`
 * issuer on 127.0.0.1 with a client per provider (client id = provider name, secret
 * `<name>-local-secret`, code flow with PKCE required, redirect to `redirectUri`). Its login page
 * (\`Sign-in\` with a \`login\` and a \`password\` field, as the package's dev page has)
 * accepts any login name (the password is ignored), and the login name becomes `sub`,
 * `preferred_username` and `<name>@example.com`. Then, like a real provider, a consent page asks
 * the visitor to `Allow` the app (or `Cancel`: the app gets `error=access_denied`); a grant given
 * once is remembered for the provider's browser session.
 *
 * @example
 * const oidc = await startOidcProvider({ port: 8790, redirectUri: 'http://127.0.0.1:8788/social/callback' })
 */
export async function startOidcProvider(params: {
  port: number
  redirectUri: string
}): Promise<OidcProvider> {
  // Listen first: the issuer URL must carry the real port when 0 was asked for.
  const server: Server = createServer()
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(params.port, '127.0.0.1', () => {
      server.off('error', reject)
      resolve()
    })
  })
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const provider = new Provider(issuer, {
    clients: socialProviders.map((name) => ({
      client_id: name,
      client_secret: clientSecret(name),
      redirect_uris: [params.redirectUri],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_post',
    })),
    pkce: { required: () => true },
    // Our own login page (renderLoginPage): the package's dev pages pull a web font from the
    // internet, and nothing here may reach past loopback.
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'preferred_username'],
    },
    // Fresh cookie keys per start: a restart just means logging in again at the provider.
    cookies: { keys: [randomBytes(32).toString('hex')] },
    findAccount: (_ctx, id) => ({
      accountId: id,
      claims: () => ({
        sub: id,
        email: id.includes('@') ? id : `${id}@example.com`,
        email_verified: true,
        name: id,
        preferred_username: id,
      }),
    }),
  })
  // The dev pages warn loudly on every start; this is the local stand-in by design.
  provider.on('server_error', (_ctx, error) => console.warn('[oidc]', error.message))
  const callback = provider.callback()
  server.on('request', (req, res) => {
    if (req.url?.startsWith('/interaction/')) {
      handleInteraction(provider, req, res).catch((error: unknown) => {
        res.statusCode = 400
        res.setHeader('content-type', 'text/plain; charset=utf-8')
        res.end(`Login failed: ${error instanceof Error ? error.message : String(error)}`)
      })
      return
    }
    callback(req, res)
  })
  return {
    issuer,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
