import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDeviceKey } from '../src/frame/deviceKey'
import { type ApiOptions, codeOf, startTestSite, type TestSite } from './startTestSite'

let site: TestSite
beforeAll(async () => {
  site = await startTestSite()
})
afterAll(async () => {
  await site?.close()
})

const project = 'airlock-demo'
let n = 0
const freshEmail = () => `user${++n}-${Date.now()}@example.com`
/** A six-digit code that is not `code`. */
const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000')

/** Asks for a login code for `email` (`email/connect`), as `from` (another IP or device key). */
const connect = (email: string, deviceId = 'd', from?: ApiOptions) =>
  site.api('email/connect', { projectId: project, email, deviceId }, undefined, from)
/** Enters a login code for the flow (`email/otp`, chain 1), as `from`. */
const enterCode = (flowId: unknown, otp: string, deviceId = 'd', from?: ApiOptions) =>
  site.api('email/otp', { projectId: project, flowId, otp, deviceId, chainId: 1 }, undefined, from)
/** Asks for a login code and enters the one mailed, as `from`; resolves the `email/otp` reply. */
const enterMailedCode = async (email: string, deviceId = 'd', from?: ApiOptions) => {
  const start = await connect(email, deviceId, from)
  return enterCode(start.json.flowId, codeOf(await site.latestMail(email)), deviceId, from)
}

async function login(email: string, deviceId = 'device-a') {
  const start = await connect(email, deviceId)
  expect(start.json.action).toBe('VERIFY_OTP')
  const mail = await site.latestMail(email)
  const otp = await enterCode(start.json.flowId, codeOf(mail), deviceId)
  expect(otp.status).toBe(200)
  return otp.json as { token: string; user: { address: string; email: string } }
}

describe('email login over real SMTP', () => {
  it('mails a six-digit code to the catcher; the code signs in and opens a session', async () => {
    const email = freshEmail()
    const { token, user } = await login(email)
    expect(user).toMatchObject({ email, chainId: 1, preferredAccountType: 'eoa' })
    expect(user.address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect((await site.api('session', {}, token)).json).toEqual({ isConnected: true })
    expect((await site.api('user', { chainId: 'eip155:8453' }, token)).json).toMatchObject({
      address: user.address,
      chainId: 8453,
    })
    // maildev's inbox: the page a person opens, and the mail in its REST API and in-process.
    const page = await fetch(`${site.mailUrl}/`, { headers: { accept: 'text/html' } })
    expect(await page.text()).toContain('<title>MailDev</title>')
    const listed = (await (
      await fetch(`${site.mailUrl}/api/email?to.address=${encodeURIComponent(email)}`)
    ).json()) as { subject: string }[]
    expect(listed.map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Your Airlock code: \d{6}$/),
    ])
    expect((await site.mail.messages(email.toUpperCase())).map((m) => m.subject)).toEqual(
      listed.map((m) => m.subject),
    )
    // Signing in again later gives the same wallet.
    site.advance(31_000)
    expect((await login(email)).user.address).toBe(user.address)
  })

  it('refuses a wrong code, then the code is still good; a used code is not', async () => {
    const email = freshEmail()
    const start = await connect(email)
    const code = codeOf(await site.latestMail(email))
    const wrong = wrongFor(code)
    expect(await enterCode(start.json.flowId, wrong)).toEqual({
      status: 400,
      json: { error: 'Invalid code' },
    })
    expect((await enterCode(start.json.flowId, code)).status).toBe(200)
    expect((await enterCode(start.json.flowId, code)).json.error).toBe(
      'This login is no longer valid, start again',
    )
  })

  it('allows five attempts per code, then needs a new code (after the back-off of its IP)', async () => {
    const email = freshEmail()
    const start = await connect(email)
    const code = codeOf(await site.latestMail(email))
    const wrong = wrongFor(code)
    const errors: unknown[] = []
    for (let i = 0; i < 5; i++) errors.push((await enterCode(start.json.flowId, wrong)).json.error)
    expect(errors).toEqual([
      ...Array(4).fill('Invalid code'),
      'Too many attempts, request a new code',
    ])
    // Five wrong codes from one IP for one email: that pair waits 30 s before any guess counts.
    expect(await enterCode(start.json.flowId, code)).toEqual({
      status: 429,
      json: { error: 'Please try again after 30 seconds' },
    })
    site.advance(30_000)
    expect((await enterCode(start.json.flowId, code)).json.error).toBe(
      'Too many attempts, request a new code',
    )
  })

  it('expires a code after 10 minutes', async () => {
    const email = freshEmail()
    const start = await connect(email)
    const code = codeOf(await site.latestMail(email))
    site.advance(10 * 60_000 + 1)
    const late = await enterCode(start.json.flowId, code)
    expect(late.json.error).toBe('Code expired, request a new one')
  })

  it('refuses a second email within 30 s with the countdown, and sends after it', async () => {
    const email = freshEmail()
    await connect(email)
    site.advance(12_000)
    const again = await connect(email)
    expect(again).toEqual({ status: 429, json: { error: 'Please try again after 18 seconds' } })
    site.advance(18_000)
    expect((await connect(email)).status).toBe(200)
  })

  it('verifies a new device by a mailed link before sending the code', async () => {
    const email = freshEmail()
    const first = await login(email, 'device-a')
    site.advance(31_000)
    const start = await connect(email, 'device-b')
    expect(start.json.action).toBe('VERIFY_DEVICE')
    const linkMail = await site.latestMail(email)
    expect(linkMail.subject).toBe('Approve this device')
    const link = /(http:\/\/\S+\/device\?token=\S+)/.exec(linkMail.text)?.[1] ?? ''
    // CONNECT_DEVICE waits while the person opens the link.
    const waiting = site.api('email/device', { flowId: start.json.flowId })
    const page = await (await fetch(link)).text()
    expect(page).toContain('Approve device')
    const token = new URL(link).searchParams.get('token') ?? ''
    // The page's form posts from the site's own origin (a browser sends it; Node does not).
    const approved = await fetch(`${site.url}/device`, {
      method: 'POST',
      headers: { origin: site.url },
      body: new URLSearchParams({ token }),
    })
    expect(await approved.text()).toContain('Device approved')
    const device = await waiting
    expect(device.json.action).toBe('VERIFY_OTP')
    const codeMail = await site.latestMail(email, linkMail.id)
    const otp = await enterCode(device.json.flowId, codeOf(codeMail), 'device-b')
    expect((otp.json.user as { address: string }).address).toBe(first.user.address)
    // The link works once.
    const reused = await fetch(`${site.url}/device`, {
      method: 'POST',
      headers: { origin: site.url },
      body: new URLSearchParams({ token }),
    })
    expect(reused.status).toBe(400)
  })

  it('updates the email: a code to the current address, then one to the new address', async () => {
    const email = freshEmail()
    const next = freshEmail()
    const { token } = await login(email)
    const start = await site.api('email/update', { email: next }, token)
    expect(start.json.action).toBe('VERIFY_PRIMARY_OTP')
    const primary = await site.api(
      'email/update/primary',
      { flowId: start.json.flowId, otp: codeOf(await site.latestMail(email)) },
      token,
    )
    expect(primary.json.action).toBe('VERIFY_SECONDARY_OTP')
    const secondary = await site.api(
      'email/update/secondary',
      { flowId: primary.json.flowId, otp: codeOf(await site.latestMail(next)) },
      token,
    )
    expect(secondary.json).toEqual({ newEmail: next })
    expect((await site.api('user', {}, token)).json.email).toBe(next)
  })

  it('signs out: the token no longer works', async () => {
    const { token } = await login(freshEmail())
    await site.api('sign-out', {}, token)
    expect((await site.api('session', {}, token)).json).toEqual({ isConnected: false })
    expect((await site.api('user', {}, token)).status).toBe(401)
  })

  it('refuses the code from a frame with another device key than the one that asked for it', async () => {
    const email = freshEmail()
    const start = await connect(email)
    const otp = await enterCode(start.json.flowId, codeOf(await site.latestMail(email)), 'd', {
      device: createDeviceKey(),
    })
    expect(otp).toEqual({
      status: 400,
      json: { error: 'This login is no longer valid, start again' },
    })
  })
})

describe('limits on guessing codes (per IP and per email + IP, across codes)', () => {
  it('locks out guessing across 20 fresh codes from one IP; the same email from another IP still signs in', async () => {
    const victim = freshEmail()
    const attacker = { ip: '127.0.0.2', device: createDeviceKey() }
    let compared = 0
    const refusals: string[] = []
    for (let round = 0; round < 20; round++) {
      site.advance(31_000) // the 30 s resend rule
      const start = await connect(victim, 'attacker', attacker)
      expect(start.status).toBe(200)
      const code = codeOf(await site.latestMail(victim))
      for (let guess = 0; guess < 5; guess++) {
        const reply = await enterCode(start.json.flowId, wrongFor(code), 'attacker', attacker)
        if (reply.status === 429) refusals.push(String(reply.json.error))
        else compared++
      }
    }
    // 100 guesses asked; 5 free, then one per doubling back-off (30, 60, 120, 240 s...).
    expect(compared).toBeLessThanOrEqual(10)
    expect(refusals.length).toBeGreaterThanOrEqual(90)
    expect(refusals.at(-1)).toMatch(/^Please try again after \d+ seconds$/)
    // Even the right code is not compared from there now.
    site.advance(31_000)
    const right = await enterMailedCode(victim, 'attacker', attacker)
    expect(right.status).toBe(429)

    // The victim, from another IP, is not locked out.
    site.advance(31_000)
    const own = { ip: '127.0.0.3', device: createDeviceKey() }
    const otp = await enterMailedCode(victim, 'victim', own)
    expect(otp.status).toBe(200)
    expect(otp.json.user).toMatchObject({ email: victim })
  })

  it('limits one IP across emails: after 20 wrong codes a new email waits too', async () => {
    const from = { ip: '127.0.0.4', device: createDeviceKey() }
    const statuses: number[] = []
    for (let i = 0; i < 5; i++) {
      const email = freshEmail()
      const start = await connect(email, 'd', from)
      const code = codeOf(await site.latestMail(email))
      for (let guess = 0; guess < 4; guess++)
        statuses.push((await enterCode(start.json.flowId, wrongFor(code), 'd', from)).status)
    }
    // 4 wrong codes per email stay under the email + IP limit; the IP's 20th blocks the rest.
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(400))
    expect(statuses.slice(20)).toEqual([])
    const reply = await enterMailedCode(freshEmail(), 'd', from)
    expect(reply).toEqual({ status: 429, json: { error: 'Please try again after 30 seconds' } })
  })

  it('counts guesses sent at once: from one IP, no more than the limit is ever compared', async () => {
    const from = { ip: '127.0.0.6', device: createDeviceKey() }
    const flows: { flowId: unknown; code: string }[] = []
    for (let i = 0; i < 6; i++) {
      const email = freshEmail()
      const start = await connect(email, 'd', from)
      flows.push({ flowId: start.json.flowId, code: codeOf(await site.latestMail(email)) })
    }
    const replies = await Promise.all(
      flows.flatMap(({ flowId, code }) =>
        Array.from({ length: 5 }, () => enterCode(flowId, wrongFor(code), 'd', from)),
      ),
    )
    const compared = replies.filter((reply) => reply.status === 400).length
    expect(compared).toBe(20)
    expect(replies.filter((reply) => reply.status === 429)).toHaveLength(10)
  })

  it('throttles email-change codes like login codes: 30 s between mails, wrong codes counted', async () => {
    const email = freshEmail()
    const next = freshEmail()
    const from = { ip: '127.0.0.5', device: createDeviceKey() }
    const token = String((await enterMailedCode(email, 'd', from)).json.token)
    const first = await site.api('email/update', { email: next }, token, from)
    expect(first.json.action).toBe('VERIFY_PRIMARY_OTP')
    expect(await site.api('email/update', { email: next }, token, from)).toEqual({
      status: 429,
      json: { error: 'Please try again after 30 seconds' },
    })
    // Four wrong codes on the first change code, one on the next: five for this email and IP.
    const code = codeOf(await site.latestMail(email))
    for (let i = 0; i < 4; i++)
      await site.api(
        'email/update/primary',
        { flowId: first.json.flowId, otp: wrongFor(code) },
        token,
        from,
      )
    site.advance(31_000)
    const again = await site.api('email/update', { email: next }, token, from)
    const secondCode = codeOf(await site.latestMail(email))
    const wrong = await site.api(
      'email/update/primary',
      { flowId: again.json.flowId, otp: wrongFor(secondCode) },
      token,
      from,
    )
    expect(wrong.json.error).toBe('Invalid code')
    const right = await site.api(
      'email/update/primary',
      { flowId: again.json.flowId, otp: secondCode },
      token,
      from,
    )
    expect(right.status).toBe(429)
    expect(right.json.error).toMatch(/^Please try again after \d+ seconds$/)
  })
})
