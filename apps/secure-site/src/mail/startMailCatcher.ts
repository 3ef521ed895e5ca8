import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { getRequestListener } from '@hono/node-server'
import { Hono } from 'hono'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import { SecureSiteError } from '../errors/SecureSiteError'
import { renderInbox } from './renderInbox'
import type { CaughtMail } from './types'

export type MailCatcher = {
  /** The SMTP port mail is sent to. */
  smtpPort: number
  /** The inbox page a person opens; `${url}/api/messages?to=` is the JSON API. */
  url: string
  /** Newest first; only those addressed to `to` (case-insensitive) when given. */
  messages(to?: string): CaughtMail[]
  stop(): Promise<void>
}

// Enough for a long test run; the oldest mail goes first.
const keep = 500

/**
 * A local mail catcher: an SMTP server (`smtp-server` + `mailparser`) that keeps every message in
 * memory, and an HTTP inbox: `GET /` is a page a person reads, `GET /api/messages?to=` is JSON for
 * tests (newest first), `DELETE /api/messages` empties it. Both listen on 127.0.0.1 only; port 0
 * picks free ports.
 *
 * @example
 * const mail = await startMailCatcher({ smtpPort: 2525, httpPort: 8025 })
 * const [latest] = mail.messages('ada@example.com')
 */
export async function startMailCatcher(params: {
  smtpPort: number
  httpPort: number
}): Promise<MailCatcher> {
  const inbox: CaughtMail[] = []
  let nextId = 1
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    banner: 'Airlock mail catcher',
    size: 1_000_000,
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          const to = (Array.isArray(parsed.to) ? parsed.to : parsed.to ? [parsed.to] : [])
            .flatMap((a) => a.value.map((v) => (v.address ?? '').toLowerCase()))
            .filter(Boolean)
          inbox.unshift({
            id: nextId++,
            from: parsed.from?.value[0]?.address ?? '',
            to,
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            receivedAt: new Date().toISOString(),
          })
          inbox.length = Math.min(inbox.length, keep)
          callback()
        },
        (error: unknown) =>
          callback(error instanceof Error ? error : new SecureSiteError(String(error), 500)),
      )
    },
  })
  await new Promise<void>((resolve, reject) => {
    smtp.once('error', reject)
    smtp.listen(params.smtpPort, '127.0.0.1', () => {
      smtp.off('error', reject)
      resolve()
    })
  })
  // smtp-server logs socket errors as 'error' events; an unhandled one would end the process.
  smtp.on('error', (error) => console.warn('[mail] smtp error', error.message))
  const smtpPort = (smtp.server.address() as AddressInfo).port

  const messages = (to?: string) =>
    to ? inbox.filter((m) => m.to.includes(to.toLowerCase())) : [...inbox]
  const app = new Hono()
  app.use(async (c, next) => {
    await next()
    c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
    c.header('X-Content-Type-Options', 'nosniff')
  })
  app.get('/', (c) => c.html(renderInbox(messages(c.req.query('to')))))
  app.get('/api/messages', (c) => c.json(messages(c.req.query('to'))))
  app.delete('/api/messages', (c) => {
    inbox.length = 0
    return c.body(null, 204)
  })
  const http: Server = createServer(getRequestListener(app.fetch))
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject)
    http.listen(params.httpPort, '127.0.0.1', () => {
      http.off('error', reject)
      resolve()
    })
  })
  const httpPort = (http.address() as AddressInfo).port
  return {
    smtpPort,
    url: `http://127.0.0.1:${httpPort}`,
    messages,
    stop: async () => {
      await new Promise<void>((resolve) => {
        http.close(() => resolve())
        http.closeAllConnections()
      })
      await new Promise<void>((resolve) => smtp.close(() => resolve()))
    },
  }
}
