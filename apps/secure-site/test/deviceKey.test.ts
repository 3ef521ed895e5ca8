import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hashToken } from '../src/crypto/hashToken'
import { jwkThumbprint } from '../src/crypto/jwkThumbprint'
import { createDeviceKey } from '../src/frame/deviceKey'
import {
  type FrameHarness,
  frameReady,
  frameRequest,
  received,
  startFrameHarness,
} from './frameHarness'
import { codeOf } from './startTestSite'

describe('createDeviceKey (Node, no IndexedDB)', () => {
  it('makes one non-extractable ECDSA P-256 key in memory, the same on every call', async () => {
    const storage: string[] = []
    const deviceKey = createDeviceKey({ onStorage: (kind) => storage.push(kind) })
    const [a, b] = await Promise.all([deviceKey(), deviceKey()])
    expect(a).toBe(b)
    expect(storage).toEqual(['memory'])
    expect(a.privateKey.extractable).toBe(false)
    expect(a.privateKey.algorithm).toMatchObject({ name: 'ECDSA', namedCurve: 'P-256' })
    await expect(crypto.subtle.exportKey('jwk', a.privateKey)).rejects.toThrow()
    expect(Object.keys(a.publicJwk).sort()).toEqual(['crv', 'kty', 'x', 'y'])
    expect(a.thumbprint).toBe(await jwkThumbprint(a.publicJwk))
    expect((await createDeviceKey()()).thumbprint).not.toBe(a.thumbprint)
  })
})

describe('the frame in Chromium', () => {
  let harness: FrameHarness
  beforeAll(async () => {
    harness = await startFrameHarness()
  })
  afterAll(async () => {
    await harness?.close()
  })

  const signIn = async (page: Page, email: string) => {
    await frameRequest(page, 'CONNECT_EMAIL', { email })
    const reply = await frameRequest(page, 'CONNECT_OTP', {
      otp: codeOf(await harness.site.latestMail(email)),
    })
    expect(reply.type).toBe('@w3m-frame/CONNECT_OTP_SUCCESS')
    const update = (await received(page)).findLast((m) => m.type === '@w3m-frame/SESSION_UPDATE')
    return String((update?.payload as { token?: string } | undefined)?.token)
  }

  it('keeps a non-extractable key in its own IndexedDB; the session is bound to it and survives a reload', async () => {
    const page = await harness.browser.newPage()
    await page.goto(harness.dappUrl())
    let frame = await frameReady(page, harness.site.url)
    const token = await signIn(page, `key-${Date.now()}@example.com`)

    const stored = await frame.evaluate(async () => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open('airlock-frame')
        open.onsuccess = () => resolve(open.result)
        open.onerror = () => reject(open.error)
      })
      const record = await new Promise<{ privateKey: CryptoKey; publicJwk: JsonWebKey }>(
        (resolve) => {
          const get = db.transaction('keys').objectStore('keys').get('device')
          get.onsuccess = () => resolve(get.result)
        },
      )
      const exported = await crypto.subtle.exportKey('jwk', record.privateKey).then(
        () => 'exported',
        (error: Error) => error.name,
      )
      return {
        extractable: record.privateKey.extractable,
        algorithm: record.privateKey.algorithm,
        usages: record.privateKey.usages,
        publicJwk: record.publicJwk,
        exported,
      }
    })
    expect(stored).toMatchObject({
      extractable: false,
      algorithm: { name: 'ECDSA', namedCurve: 'P-256' },
      usages: ['sign'],
      exported: 'InvalidAccessError',
    })
    // The dapp page's own origin has no such database (the key is the secure site's).
    expect(
      await page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name)),
    ).toEqual([])
    const { rows } = await harness.site.store.query<{ device_key_thumbprint: string }>(
      'select device_key_thumbprint from secure_sessions where token_hash = $1',
      [hashToken(token)],
    )
    expect(rows[0]?.device_key_thumbprint).toBe(
      await jwkThumbprint(stored.publicJwk as Parameters<typeof jwkThumbprint>[0]),
    )

    await page.reload()
    frame = await frameReady(page, harness.site.url)
    expect((await frameRequest(page, 'IS_CONNECTED', {})).payload).toEqual({ isConnected: true })

    // Storage for the token lost, the key kept: the page's copy of the token is adopted, since its
    // session is bound to this frame's key.
    await frame.evaluate(() => localStorage.clear())
    await page.reload()
    frame = await frameReady(page, harness.site.url)
    expect((await frameRequest(page, 'IS_CONNECTED', {})).payload).toEqual({ isConnected: false })
    expect((await frameRequest(page, 'IS_CONNECTED', { token })).payload).toEqual({
      isConnected: true,
    })

    // Everything lost (a new key): the page-held token gives nothing back.
    await frame.evaluate(async () => {
      localStorage.clear()
      await new Promise((resolve) => {
        const del = indexedDB.deleteDatabase('airlock-frame')
        del.onsuccess = del.onerror = del.onblocked = resolve
      })
    })
    await page.reload()
    await frameReady(page, harness.site.url)
    expect((await frameRequest(page, 'IS_CONNECTED', { token })).payload).toEqual({
      isConnected: false,
    })
    expect(await frameRequest(page, 'GET_USER', { chainId: 1 })).toMatchObject({
      type: '@w3m-frame/GET_USER_ERROR',
      payload: { message: 'Not signed in' },
    })
    await page.close()
  })

  it('without IndexedDB keeps the key in memory: the session lasts as long as the frame', async () => {
    const context = await harness.browser.newContext()
    const siteUrl = harness.site.url
    // Storage blocked for the secure site's frame only (as some browsers do for third parties).
    await context.addInitScript((origin) => {
      if (location.origin !== origin) return
      Object.defineProperty(window, 'indexedDB', {
        get() {
          throw new DOMException('blocked', 'SecurityError')
        },
      })
    }, siteUrl)
    const page = await context.newPage()
    await page.goto(harness.dappUrl())
    await frameReady(page, siteUrl)
    const token = await signIn(page, `memory-${Date.now()}@example.com`)
    expect((await frameRequest(page, 'IS_CONNECTED', {})).payload).toEqual({ isConnected: true })
    await page.reload()
    await frameReady(page, siteUrl)
    expect((await frameRequest(page, 'IS_CONNECTED', { token })).payload).toEqual({
      isConnected: false,
    })
    await context.close()
  })
})
