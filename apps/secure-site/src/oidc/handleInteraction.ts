import type { IncomingMessage, ServerResponse } from 'node:http'
import type Provider from 'oidc-provider'
import { SecureSiteError } from '../errors/SecureSiteError'

const pageStyle =
  'body{font-family:system-ui,sans-serif;max-width:22rem;margin:3rem auto}input,button{display:block;width:100%;margin:.5rem 0;padding:.5rem;box-sizing:border-box}'

/**
 * The provider's interaction pages, as a real provider has them. Login: `GET /interaction/:uid`
 * shows a form (login, password, `Sign-in` button, the client's name in the title);
 * `POST /interaction/:uid/login` finishes the login with the login name as the account id.
 * Consent: the same URL then asks to `Allow` the app to sign the visitor in with their profile
 * and email; `POST /interaction/:uid/confirm` grants the scopes asked, `POST /interaction/:uid/abort`
 * (`Cancel`) sends the browser back with `error=access_denied`. No script, no outside resource.
 *
 * @example
 * if (req.url?.startsWith('/interaction/')) await handleInteraction(provider, req, res)
 */
export async function handleInteraction(
  provider: Provider,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const details = await provider.interactionDetails(req, res)
  const client = String(details.params.client_id ?? '')
  if (req.method === 'POST' && req.url?.endsWith('/login')) {
    const form = new URLSearchParams(await readBody(req))
    const login = (form.get('login') ?? '').trim()
    if (!/^[A-Za-z0-9._@+-]{1,64}$/.test(login)) {
      res.statusCode = 400
      res.setHeader('content-type', 'text/plain; charset=utf-8')
      res.end('Enter a login name (letters, digits, . _ @ + -)')
      return
    }
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: login } },
      { mergeWithLastSubmission: false },
    )
    return
  }
  if (req.method === 'POST' && req.url?.endsWith('/abort')) {
    await provider.interactionFinished(
      req,
      res,
      { error: 'access_denied', error_description: 'End-User aborted interaction' },
      { mergeWithLastSubmission: false },
    )
    return
  }
  if (req.method === 'POST' && req.url?.endsWith('/confirm')) {
    if (details.prompt.name !== 'consent' || !details.session?.accountId) {
      res.statusCode = 400
      res.end('Nothing to confirm')
      return
    }
    const missing = details.prompt.details as {
      missingOIDCScope?: string[]
      missingOIDCClaims?: string[]
    }
    const grant = details.grantId
      ? await provider.Grant.find(details.grantId)
      : new provider.Grant({ accountId: details.session.accountId, clientId: client })
    if (!grant) throw new SecureSiteError('grant not found', 400)
    if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '))
    if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims)
    const grantId = await grant.save()
    await provider.interactionFinished(
      req,
      res,
      { consent: details.grantId ? {} : { grantId } },
      { mergeWithLastSubmission: true },
    )
    return
  }
  const uid = escapeText(details.uid)
  res.setHeader('content-type', 'text/html; charset=utf-8')
  res.setHeader('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
  if (details.prompt.name === 'consent') {
    const account = escapeText(String(details.session?.accountId ?? ''))
    res.end(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Allow ${escapeText(client)} access (local)</title>
<style>${pageStyle}</style>
</head><body>
<h1>Allow access</h1>
<p>Signed in as <strong>${account}</strong> at the local stand-in for <strong>${escapeText(client)}</strong>.</p>
<p>The app asks to sign you in with your profile and email address.</p>
<form method="post" action="/interaction/${uid}/confirm"><button type="submit">Allow</button></form>
<form method="post" action="/interaction/${uid}/abort"><button type="submit">Cancel</button></form>
</body></html>`)
    return
  }
  res.end(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Sign-in to ${escapeText(client)} (local)</title>
<style>${pageStyle}</style>
</head><body>
<h1>Sign-in</h1>
<p>Local stand-in for <strong>${escapeText(client)}</strong>. Any login name works.</p>
<form method="post" action="/interaction/${uid}/login" autocomplete="off">
<label>Login <input required type="text" name="login" placeholder="Enter any login" autofocus></label>
<label>Password <input type="password" name="password" placeholder="and password"></label>
<button type="submit">Sign-in</button>
</form></body></html>`)
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = ''
    req.setEncoding('utf8')
    req.on('data', (chunk: string) => {
      body += chunk
      if (body.length > 10_000) req.destroy()
    })
    req.on('end', () => resolve(body))
    req.on('error', reject)
  })
}

function escapeText(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)
}
