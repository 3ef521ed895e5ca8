import type { IncomingMessage, ServerResponse } from 'node:http'
import type Provider from 'oidc-provider'

/**
 * The provider's login step: `GET /interaction/:uid` shows a form (login, password, `Sign-in`
 * button, the client's name in the title); `POST /interaction/:uid/login` finishes the login with
 * the login name as the account id. No script, no outside resource.
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
  const client = String(details.params.client_id ?? '')
  res.setHeader('content-type', 'text/html; charset=utf-8')
  res.setHeader('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
  res.end(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Sign-in to ${escapeText(client)} (local)</title>
<style>body{font-family:system-ui,sans-serif;max-width:22rem;margin:3rem auto}input,button{display:block;width:100%;margin:.5rem 0;padding:.5rem;box-sizing:border-box}</style>
</head><body>
<h1>Sign-in</h1>
<p>Local stand-in for <strong>${escapeText(client)}</strong>. Any login name works.</p>
<form method="post" action="/interaction/${escapeText(details.uid)}/login" autocomplete="off">
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
