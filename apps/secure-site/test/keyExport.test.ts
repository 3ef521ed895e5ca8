import type { Hex } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDeviceKey } from '../src/frame/deviceKey'
import { signInByEmail } from './signInByEmail'
import { loginAtProvider, startSocialFlow } from './socialFlow'
import { codeOf, startTestSite, type TestSite } from './startTestSite'

// The server side of key export (the screen is in keyExport.browser.test.ts): a fresh emailed
// code, for this user's own flow, from the session's own device key.
let site: TestSite
beforeAll(async () => {
  site = await startTestSite()
})
afterAll(async () => {
  await site?.close()
})

const exportCode = (token?: string) => site.api('key/export/code', {}, token)
const reveal = (token: string, flowId: unknown, otp: string) =>
  site.api('key/export/reveal', { flowId, otp }, token)

describe('key export on the server', () => {
  it('reveals the key only with the fresh code mailed for it, once; codes are throttled like login codes', async () => {
    const email = 'export-api@example.com'
    const { token, user } = await signInByEmail(site, email, 31337, 'eoa')
    const login = await site.latestMail(email)
    // Within 30 s of the login code, an export code may go (another kind), a second one may not.
    const started = await exportCode(token)
    expect(started).toEqual({
      status: 200,
      json: { flowId: expect.any(String), email: 'e***@example.com' },
    })
    expect(await exportCode(token)).toEqual({
      status: 429,
      json: { error: expect.stringMatching(/^Please try again after \d+ seconds$/) },
    })
    const mail = await site.latestMail(email, login.id)
    expect(mail.text).toContain('show the private key of your Airlock wallet')
    const code = codeOf(mail)
    // The login code is no export code.
    expect((await reveal(token, started.json.flowId, codeOf(login))).json).toEqual({
      error: 'Invalid code',
    })
    const shown = await reveal(token, started.json.flowId, code)
    expect(shown.status).toBe(200)
    const privateKey = shown.json.privateKey as Hex
    expect(privateKeyToAddress(privateKey)).toBe(
      (user.accounts as { address: Hex; type: string }[]).find((a) => a.type === 'eoa')?.address,
    )
    // Never in a mail; the code works once.
    expect(mail.text).not.toContain(privateKey.slice(2))
    expect((await reveal(token, started.json.flowId, code)).json).toEqual({
      error: 'This login is no longer valid, start again',
    })
  })

  it("another user's code, a token without its device key, and no session reveal nothing", async () => {
    const ada = await signInByEmail(site, 'export-ada@example.com', 31337)
    const bob = await signInByEmail(site, 'export-bob@example.com', 31337)
    const started = await exportCode(ada.token)
    const code = codeOf(await site.latestMail('export-ada@example.com'))
    // Bob holds Ada's flow id and code: refused, and Ada's code is not spent by it.
    expect((await reveal(bob.token, started.json.flowId, code)).json).toEqual({
      error: 'This login is no longer valid, start again',
    })
    // Ada's token from another device key (a copied token): not signed in.
    const stolen = await site.api(
      'key/export/reveal',
      { flowId: started.json.flowId, otp: code },
      ada.token,
      { device: createDeviceKey() },
    )
    expect(stolen).toEqual({ status: 401, json: { error: 'Not signed in' } })
    expect(await exportCode()).toEqual({ status: 401, json: { error: 'Not signed in' } })
    // Ada herself, from her frame's device key, still can.
    expect((await reveal(ada.token, started.json.flowId, code)).json.privateKey).toMatch(
      /^0x[0-9a-f]{64}$/,
    )
  })

  it('a social-only wallet (no email) is told that export needs an email', async () => {
    const flow = await startSocialFlow(site, { provider: 'github' })
    const callback = new URL(await loginAtProvider(site, flow.uri, 'export-social'))
    const connected = await site.api('social/connect', {
      state: callback.searchParams.get('state'),
      code: callback.searchParams.get('code'),
      verifier: flow.verifier,
      chainId: 1,
    })
    expect(connected.status).toBe(200)
    expect(await exportCode(String(connected.json.token))).toEqual({
      status: 400,
      json: {
        error:
          'This wallet has no email address, so its key cannot be exported: export needs a code sent by email',
      },
    })
  })
})
