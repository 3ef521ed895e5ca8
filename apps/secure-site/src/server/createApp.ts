import { readFile } from 'node:fs/promises'
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import * as z from 'zod/mini'
import { approveDevice } from '../email/approveDevice'
import { secureSiteMessages } from '../errors/messages'
import { SecureSiteError } from '../errors/SecureSiteError'
import { completeFarcaster } from '../farcaster/completeFarcaster'
import { approvalStylesheet } from '../frame/approval/approvalStylesheet'
import { limitRequests } from '../limits/limitRequests'
import { createApiRoutes } from '../routes/createApiRoutes'
import { serveExportKeyCss } from '../routes/serveExportKeyCss'
import { readSocialReturn } from '../social/readSocialReturn'
import { escapeHtml } from './escapeHtml'
import { renderFramePage } from './renderFramePage'
import { renderPage } from './renderPage'
import { requireOrigin } from './requireOrigin'
import type { SiteContext } from './SiteContext'
import { securityHeaders } from './securityHeaders'
import { socialReturnScript } from './socialReturnScript'

type Env = { Variables: { frameAncestors?: string[]; referrerPolicy?: string } }

/** The most the device form and the Farcaster completion may send: each is a few hundred bytes. */
const SMALL_BODY_BYTES = 4 * 1024
const smallBody = () =>
  bodyLimit({
    maxSize: SMALL_BODY_BYTES,
    onError: () => {
      throw new SecureSiteError(secureSiteMessages.payloadTooLarge, 413)
    },
  })

const farcasterBody = z.object({
  channelToken: z.string().check(z.maxLength(128)),
  userName: z.string().check(z.regex(/^[a-z0-9][a-z0-9.-]{0,31}$/)),
  signature: z.string().check(z.regex(/^0x[0-9a-fA-F]{130}$/)),
})

/**
 * The secure site's HTTP app: `/health`, the frame page `/?projectId=..` (framable only by the
 * project's dapp origins), `/frame.js`, the frame's JSON API under `/api/`, the device-approval
 * link page, the social callback (and its `/social/return.js`), and the Farcaster stand-in (`/farcaster`, `/farcaster/complete`).
 *
 * @example
 * const app = createApp(ctx, { frameScript: 'dist/frame.js' })
 */
export function createApp(ctx: SiteContext, options: { frameScript: string }): Hono<Env> {
  const app = new Hono<Env>()
  app.use(securityHeaders())
  app.onError((error, c) => {
    if (error instanceof SecureSiteError) {
      if (error.retryAfterSeconds !== undefined)
        c.header('Retry-After', String(error.retryAfterSeconds))
      return c.json({ error: error.message }, error.status)
    }
    console.error('[secure-site]', error)
    return c.json({ error: 'Internal error' }, 500)
  })

  app.use(limitRequests(ctx))

  app.get('/health', (c) => c.json({ status: 'ok' }))

  app.get('/', (c) => {
    const project = ctx.config.projects.find((p) => p.id === c.req.query('projectId'))
    if (!project) return c.html(renderPage(secureSiteMessages.unknownProject, []), 403)
    c.set('frameAncestors', project.origins)
    return c.html(renderFramePage(project))
  })

  app.get('/frame.js', async (c) => {
    const script = await readFile(options.frameScript, 'utf8').catch(() => undefined)
    if (script === undefined) return c.text('frame.js is not built: run the build', 503)
    c.header('Content-Type', 'text/javascript; charset=utf-8')
    c.header('Cache-Control', 'no-cache')
    return c.body(script)
  })

  app.get('/export-key.css', serveExportKeyCss)

  // The frame page's stylesheet (the approval screen's look): a file of this site, as the CSP wants.
  app.get('/frame.css', (c) => {
    c.header('Content-Type', 'text/css; charset=utf-8')
    c.header('Cache-Control', 'no-cache')
    return c.body(approvalStylesheet)
  })

  app.route('/api', createApiRoutes(ctx))

  app.get('/device', (c) => {
    const token = c.req.query('token') ?? ''
    // Under `no-referrer` a browser sends `Origin: null` with the form's POST; `same-origin`
    // lets it send this site's origin (and the referrer to this site only), which the POST needs.
    c.set('referrerPolicy', 'same-origin')
    return c.html(
      renderPage(
        'Approve this device',
        ['A sign-in to your Airlock wallet is waiting for this device to be approved.'],
        `<form method="post" action="/device"><input type="hidden" name="token" value="${escapeHtml(token)}"><button type="submit">Approve device</button></form>`,
      ),
    )
  })
  // The link's page posts its form from this site's own origin; nothing else may (no Origin: 403).
  app.post('/device', requireOrigin([ctx.publicUrl]), smallBody(), async (c) => {
    const form = await c.req.parseBody()
    const token = typeof form.token === 'string' ? form.token : ''
    try {
      await approveDevice(ctx, token)
    } catch (error) {
      if (!(error instanceof SecureSiteError)) throw error
      return c.html(renderPage('Device not approved', [error.message]), 400)
    }
    return c.html(renderPage('Device approved', ['You can go back to the app.']))
  })

  app.get('/social/callback', async (c) => {
    // This page exchanges nothing: the frame that started the login holds the PKCE verifier and
    // its device key signs the exchange. The page hands its own URL (code and state) back to the
    // dapp origin the flow was started from (stored with it, checked against the project's
    // origins again; never a URL from the query, so no open redirect), and the dapp page sends it
    // to the frame as CONNECT_SOCIAL{uri} (/social/return.js).
    const back = await readSocialReturn(ctx, c.req.query('state') ?? '')
    if (!back)
      return c.html(
        renderPage(secureSiteMessages.socialFailed, [secureSiteMessages.unknownFlow]),
        400,
      )
    const denied = c.req.query('error') !== undefined
    return c.html(
      renderPage(
        denied ? secureSiteMessages.socialDenied : secureSiteMessages.socialCallbackTitle,
        denied ? [] : [secureSiteMessages.socialCallbackText],
        `<p><a id="back-to-app" href="${escapeHtml(`${back}/`)}" data-origin="${escapeHtml(back)}">${escapeHtml(secureSiteMessages.socialCallbackBack)}</a></p><script src="/social/return.js"></script>`,
      ),
    )
  })
  app.get('/social/return.js', (c) => {
    c.header('Content-Type', 'text/javascript; charset=utf-8')
    return c.body(socialReturnScript)
  })

  app.get('/farcaster', (c) =>
    c.html(
      renderPage('Sign in with Farcaster (local)', [
        'This is the local stand-in for the Farcaster relay.',
        'A Farcaster client completes this sign-in with POST /farcaster/complete { channelToken, userName, signature }.',
      ]),
    ),
  )
  // Called by a Farcaster client (no browser, no Origin; its signature is the authority); a
  // browser on any other site is refused.
  app.post(
    '/farcaster/complete',
    requireOrigin([ctx.publicUrl], { missing: 'allow' }),
    smallBody(),
    async (c) => {
      const body = farcasterBody.safeParse(await c.req.json().catch(() => undefined))
      if (!body.success) throw new SecureSiteError(secureSiteMessages.farcasterInvalid, 400)
      await completeFarcaster(ctx, {
        channel: body.data.channelToken,
        userName: body.data.userName,
        signature: body.data.signature as `0x${string}`,
      })
      return c.json({ ok: true })
    },
  )
  return app
}
