import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { codeOf, startTestSite, type TestSite } from './startTestSite'

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

async function login(email: string, deviceId = 'device-a') {
  const start = await site.api('email/connect', { projectId: project, email, deviceId })
  expect(start.json.action).toBe('VERIFY_OTP')
  const mail = await site.latestMail(email)
  const otp = await site.api('email/otp', {
    projectId: project,
    flowId: start.json.flowId,
    otp: codeOf(mail),
    deviceId,
    chainId: 1,
  })
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
    const start = await site.api('email/connect', { projectId: project, email, deviceId: 'd' })
    const code = codeOf(await site.latestMail(email))
    const wrong = code === '000000' ? '111111' : '000000'
    const body = { projectId: project, flowId: start.json.flowId, deviceId: 'd', chainId: 1 }
    expect(await site.api('email/otp', { ...body, otp: wrong })).toEqual({
      status: 400,
      json: { error: 'Invalid code' },
    })
    expect((await site.api('email/otp', { ...body, otp: code })).status).toBe(200)
    expect((await site.api('email/otp', { ...body, otp: code })).json.error).toBe(
      'This login is no longer valid, start again',
    )
  })

  it('allows five attempts per code, then needs a new code', async () => {
    const email = freshEmail()
    const start = await site.api('email/connect', { projectId: project, email, deviceId: 'd' })
    const code = codeOf(await site.latestMail(email))
    const wrong = code === '000000' ? '111111' : '000000'
    const body = { projectId: project, flowId: start.json.flowId, deviceId: 'd', chainId: 1 }
    const errors: unknown[] = []
    for (let i = 0; i < 5; i++)
      errors.push((await site.api('email/otp', { ...body, otp: wrong })).json.error)
    expect(errors).toEqual([
      ...Array(4).fill('Invalid code'),
      'Too many attempts, request a new code',
    ])
    expect((await site.api('email/otp', { ...body, otp: code })).json.error).toBe(
      'Too many attempts, request a new code',
    )
  })

  it('expires a code after 10 minutes', async () => {
    const email = freshEmail()
    const start = await site.api('email/connect', { projectId: project, email, deviceId: 'd' })
    const code = codeOf(await site.latestMail(email))
    site.advance(10 * 60_000 + 1)
    const late = await site.api('email/otp', {
      projectId: project,
      flowId: start.json.flowId,
      otp: code,
      deviceId: 'd',
      chainId: 1,
    })
    expect(late.json.error).toBe('Code expired, request a new one')
  })

  it('refuses a second email within 30 s with the countdown, and sends after it', async () => {
    const email = freshEmail()
    await site.api('email/connect', { projectId: project, email, deviceId: 'd' })
    site.advance(12_000)
    const again = await site.api('email/connect', { projectId: project, email, deviceId: 'd' })
    expect(again).toEqual({ status: 429, json: { error: 'Please try again after 18 seconds' } })
    site.advance(18_000)
    expect(
      (await site.api('email/connect', { projectId: project, email, deviceId: 'd' })).status,
    ).toBe(200)
  })

  it('verifies a new device by a mailed link before sending the code', async () => {
    const email = freshEmail()
    const first = await login(email, 'device-a')
    site.advance(31_000)
    const start = await site.api('email/connect', {
      projectId: project,
      email,
      deviceId: 'device-b',
    })
    expect(start.json.action).toBe('VERIFY_DEVICE')
    const linkMail = await site.latestMail(email)
    expect(linkMail.subject).toBe('Approve this device')
    const link = /(http:\/\/\S+\/device\?token=\S+)/.exec(linkMail.text)?.[1] ?? ''
    // CONNECT_DEVICE waits while the person opens the link.
    const waiting = site.api('email/device', { flowId: start.json.flowId })
    const page = await (await fetch(link)).text()
    expect(page).toContain('Approve device')
    const token = new URL(link).searchParams.get('token') ?? ''
    const approved = await fetch(`${site.url}/device`, {
      method: 'POST',
      body: new URLSearchParams({ token }),
    })
    expect(await approved.text()).toContain('Device approved')
    const device = await waiting
    expect(device.json.action).toBe('VERIFY_OTP')
    const codeMail = await site.latestMail(email, linkMail.id)
    const otp = await site.api('email/otp', {
      projectId: project,
      flowId: device.json.flowId,
      otp: codeOf(codeMail),
      deviceId: 'device-b',
      chainId: 1,
    })
    expect((otp.json.user as { address: string }).address).toBe(first.user.address)
    // The link works once.
    const reused = await fetch(`${site.url}/device`, {
      method: 'POST',
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
})
