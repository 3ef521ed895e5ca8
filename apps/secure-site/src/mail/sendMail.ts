import { connect } from 'node:net'
import { SecureSiteError } from '../errors/SecureSiteError'

export type SendMailParameters = {
  host: string
  port: number
  from: string
  to: string
  subject: string
  text: string
}

/**
 * Sends one plain-text message over SMTP (EHLO, MAIL, RCPT, DATA, QUIT) without a mail library:
 * the secure site only ever talks to the local catcher, so no TLS or auth is needed. Resolves when
 * the server accepted the message.
 *
 * @example
 * await sendMail({ host: '127.0.0.1', port: 2525, from: 'wallet@airlock.local', to, subject, text })
 */
export function sendMail(params: SendMailParameters): Promise<void> {
  const message = [
    `From: Airlock <${params.from}>`,
    `To: <${params.to}>`,
    `Subject: ${params.subject}`,
    `Date: ${new Date().toUTCString()}`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
    '',
    // Dot-stuffing: a line starting with '.' gets another, so it cannot end DATA early.
    ...params.text.split(/\r?\n/).map((line) => (line.startsWith('.') ? `.${line}` : line)),
    '.',
  ].join('\r\n')
  const steps: { send?: string; expect: number }[] = [
    { expect: 220 },
    { send: 'EHLO airlock.local', expect: 250 },
    { send: `MAIL FROM:<${params.from}>`, expect: 250 },
    { send: `RCPT TO:<${params.to}>`, expect: 250 },
    { send: 'DATA', expect: 354 },
    { send: message, expect: 250 },
    { send: 'QUIT', expect: 221 },
  ]
  return new Promise((resolve, reject) => {
    const socket = connect(params.port, params.host)
    socket.setTimeout(10_000, () => fail('timed out'))
    let buffer = ''
    let step = 0
    let done = false
    const fail = (reason: string) => {
      if (done) return
      done = true
      socket.destroy()
      reject(new SecureSiteError(`Could not send the email (${reason})`, 502))
    }
    socket.on('error', (error) => fail(error.message))
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8')
      // A reply is complete at a line "NNN text" (a dash after the code means more lines follow).
      for (;;) {
        const end = buffer.indexOf('\r\n')
        if (end === -1) return
        const line = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        if (/^\d{3}-/.test(line)) continue
        const code = Number(line.slice(0, 3))
        const current = steps[step]
        if (!current || code !== current.expect) return fail(`server said ${line}`)
        step += 1
        const next = steps[step]
        if (!next) {
          done = true
          socket.end()
          return resolve()
        }
        socket.write(`${next.send}\r\n`)
      }
    })
  })
}
