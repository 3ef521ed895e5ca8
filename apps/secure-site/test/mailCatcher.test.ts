import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sendMail } from '../src/mail/sendMail'
import { type MailCatcher, startMailCatcher } from '../src/mail/startMailCatcher'

// Issue 16: the mail catcher holds every login code, so no other website may read it: no CORS,
// cross-origin and rebinding requests refused, and it never runs inside the key-holding site.

let dir: string
let mail: MailCatcher
let port: number

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'airlock-mail-'))
  mail = await startMailCatcher({ smtpPort: 0, httpPort: 0, mailDir: join(dir, 'mail') })
  port = Number(new URL(mail.url).port)
  await sendMail({
    host: '127.0.0.1',
    port: mail.smtpPort,
    from: 'wallet@airlock.local',
    to: 'ada@example.com',
    subject: 'Your code',
    text: 'Your code is 123456',
  })
})
afterAll(async () => {
  await mail?.stop()
  await rm(dir, { recursive: true, force: true })
})

type Answer = {
  status: number
  headers: Record<string, string | string[] | undefined>
  text: string
}

function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers, agent: false }, (res) => {
      let text = ''
      res.on('data', (chunk) => {
        text += chunk
      })
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }))
    })
    req.on('error', reject)
    req.end()
  })
}

const corsHeaders = (answer: Answer) =>
  Object.keys(answer.headers).filter((name) => name.startsWith('access-control-'))

describe('the mail catcher (issue 16)', () => {
  it('serves a client without an Origin (tests, curl) and its own page, with no CORS header', async () => {
    const api = await get('/api/email?to.address=ada@example.com')
    expect(api.status).toBe(200)
    expect(JSON.parse(api.text)).toHaveLength(1)
    expect(corsHeaders(api)).toEqual([])
    const own = await get('/api/email', { origin: `http://127.0.0.1:${port}` })
    expect(own.status).toBe(200)
    expect(corsHeaders(own)).toEqual([])
    const page = await get('/', { accept: 'text/html' })
    expect(page.status).toBe(200)
    expect(corsHeaders(page)).toEqual([])
  })

  it.each([
    ['another website', { origin: 'https://evil.example' }],
    ['the dapp', { origin: 'http://127.0.0.1:5173' }],
    ['a null origin (sandboxed iframe, file://)', { origin: 'null' }],
    ['a cross-site fetch without Origin', { 'sec-fetch-site': 'cross-site' }],
    ['a rebound host name (DNS rebinding)', { host: `evil.example:${port}` }],
  ])('refuses %s with 403 and no CORS header', async (_, headers) => {
    for (const method of ['GET', 'OPTIONS', 'DELETE']) {
      const answer = await get(
        '/api/email',
        { ...headers, 'access-control-request-method': 'GET' },
        method,
      )
      expect(answer.status, method).toBe(403)
      expect(corsHeaders(answer), method).toEqual([])
      expect(answer.text).not.toContain('123456')
    }
  })

  it("refuses another website's websocket (the inbox's live updates)", async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const req = request({
        host: '127.0.0.1',
        port,
        path: '/socket.io/?EIO=4&transport=websocket',
        headers: {
          origin: 'https://evil.example',
          connection: 'Upgrade',
          upgrade: 'websocket',
          'sec-websocket-version': '13',
          'sec-websocket-key': Buffer.from('0123456789abcdef').toString('base64'),
        },
      })
      req.on('response', (res) => resolve(res.statusCode ?? 0))
      req.on('upgrade', (res) => resolve(res.statusCode ?? 101))
      req.on('error', reject)
      req.end()
    })
    expect(status).toBe(403)
  })

  it("is not part of the secure site's start: the site only sends mail over SMTP", async () => {
    // The import graph of the site's production start: neither file reaches the catcher.
    for (const file of ['../src/main.ts', '../src/startSecureSite.ts']) {
      const source = await readFile(new URL(file, import.meta.url), 'utf8')
      expect(source, file).not.toMatch(
        /from '(maildev|\.\/mail\/(startMailCatcher|main|guardInbox))'/,
      )
    }
    const tsup = await readFile(new URL('../tsup.config.ts', import.meta.url), 'utf8')
    expect(tsup).toContain("mailCatcher: 'src/mail/main.ts'")
  })
})
