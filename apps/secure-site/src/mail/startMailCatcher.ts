import type { Server } from 'node:http'
import { MailDev } from 'maildev'
import { guardInbox } from './guardInbox'
import type { CaughtMail } from './types'

export type MailCatcher = {
  /** The SMTP port mail is sent to. */
  smtpPort: number
  /** maildev's inbox page a person opens; `${url}/api/email` is its REST API. */
  url: string
  /** Newest first; only those addressed to `to` (case-insensitive) when given. */
  messages(to?: string): Promise<CaughtMail[]>
  stop(): Promise<void>
}

// Enough for a long test run or a day of development; maildev drops the oldest first.
const keep = 500

/**
 * The local mail catcher: maildev (from npm), its SMTP server and its web inbox + REST API
 * (`GET /api/email?to.address=<email>`) on 127.0.0.1 only; port 0 picks free ports. Mail is kept
 * as .eml files in `mailDir` (restored on the next start), at most 500. No CORS: the inbox
 * answers its own page and clients without an `Origin` only (`guardInbox`). It runs in its own
 * process (`dist/mailCatcher.js`, started by `npm run dev`) or in a test, never in the secure
 * site's.
 *
 * @example
 * const mail = await startMailCatcher({ smtpPort: 2525, httpPort: 8025, mailDir })
 * const [latest] = await mail.messages('ada@example.com')
 */
export async function startMailCatcher(params: {
  smtpPort: number
  httpPort: number
  mailDir: string
}): Promise<MailCatcher> {
  const maildev = new MailDev({
    smtp: params.smtpPort,
    ip: '127.0.0.1',
    web: params.httpPort,
    webIp: '127.0.0.1',
    mailDirectory: params.mailDir,
    maxEmails: keep,
    // 1 MB: the site sends short plain-text mails only.
    maxMessageSize: 1_000_000,
    silent: true,
  })
  const servers = await maildev.start()
  const web = servers.api?.getAddress()
  const http = (servers.api?.server as { server?: Server } | undefined)?.server
  if (!web || !http) {
    await maildev.stop()
    throw new TypeError('maildev started without its web inbox')
  }
  guardInbox(http, web.port)
  return {
    smtpPort: servers.smtp.getAddress().port,
    url: `http://127.0.0.1:${web.port}`,
    messages: async (to) => {
      const wanted = to?.toLowerCase()
      const all = await servers.storage.getAll()
      return all
        .map(
          (mail): CaughtMail => ({
            id: mail.id,
            from: mail.from[0]?.address ?? '',
            to: mail.to.map((address) => address.address.toLowerCase()),
            subject: mail.subject,
            text: mail.text ?? '',
            receivedAt: new Date(mail.time).toISOString(),
          }),
        )
        .filter((mail) => wanted === undefined || mail.to.includes(wanted))
        .reverse()
    },
    stop: () => maildev.stop(),
  }
}
