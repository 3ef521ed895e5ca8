import { mkdtemp, rm } from 'node:fs/promises'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defaultProjects } from '../src/config/defaultProjects'
import type { SecureSiteConfig } from '../src/config/types'
import { createDeviceKey, type DeviceKey } from '../src/frame/deviceKey'
import { signRequest } from '../src/frame/signRequest'
import type { SiteLimits } from '../src/limits/types'
import { type MailCatcher, startMailCatcher } from '../src/mail/startMailCatcher'
import { type StartedSecureSite, startSecureSite } from '../src/startSecureSite'

export type TestSite = StartedSecureSite & {
  /** The mail catcher, started in the test process beside the site (never inside it). */
  mail: MailCatcher
  /** Its inbox page; `${mailUrl}/api/email?to.address=` is maildev's REST API. */
  mailUrl: string
  dataDir: string
  /** Moves the site's clock forward (codes and sessions expire without waiting). */
  advance(ms: number): void
  /**
   * POST /api/<path> as the frame does (same Origin, JSON, signed with a device key: by default
   * one key per test process, like one frame; `options.device` for another); every response body
   * is recorded. `options.ip` sends from that loopback address (127.0.0.x), `options.projectId`
   * signs for another project (default: the body's `projectId`, else `airlock-demo`).
   */
  api(
    path: string,
    body: Record<string, unknown>,
    token?: string,
    options?: ApiOptions,
  ): Promise<{ status: number; json: Record<string, unknown> }>
  /** The site's clock (moved by `advance`). */
  now(): number
  /** Every response body the tests saw, to grep for secrets. */
  seen: string[]
  /**
   * The newest mail to `to` (received after the mail `after`, when given), read from maildev's
   * REST API, waiting for it to arrive (SMTP is asynchronous).
   */
  latestMail(to: string, after?: string): Promise<{ id: string; subject: string; text: string }>
  close(): Promise<void>
}

/** A secure site on free ports in a temporary folder, with a movable clock. */
export async function startTestSite(
  options: {
    rpcUrls?: Record<number, string>
    projects?: { id: string; origins: string[] }[]
    frameScript?: string
    databaseUrl?: string
    secret?: string
    dataDir?: string
    /** Any other configuration (e.g. `sponsorDailyGas`), applied last. */
    config?: Partial<SecureSiteConfig>
  } = {},
): Promise<TestSite> {
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'airlock-secure-site-')))
  let offset = 0
  const mail = await startMailCatcher({ smtpPort: 0, httpPort: 0, mailDir: join(dataDir, 'mail') })
  const site = await startSecureSite({
    host: '127.0.0.1',
    port: 0,
    oidcPort: 0,
    smtpPort: mail.smtpPort,
    mailPort: Number(new URL(mail.url).port),
    dataDir,
    cloudUrl: 'http://127.0.0.1:1',
    projects: [
      ...defaultProjects.map((p) => ({ ...p })),
      { id: 'other', origins: ['http://127.0.0.1:9999'] },
      ...(options.projects ?? []),
    ],
    now: () => Date.now() + offset,
    // Every request of a suite comes from loopback, hundreds in a few seconds: the flood limits
    // are raised here, explicitly (test/hostile.test.ts keeps the production numbers).
    limits: RAISED_TEST_LIMITS,
    ...(options.rpcUrls ? { rpcUrls: options.rpcUrls } : {}),
    ...(options.frameScript ? { frameScript: options.frameScript } : {}),
    ...(options.databaseUrl ? { databaseUrl: options.databaseUrl } : {}),
    ...(options.secret ? { secret: options.secret } : {}),
    ...options.config,
  }).catch(async (error: unknown) => {
    await mail.stop()
    throw error
  })
  const seen: string[] = []
  return {
    ...site,
    mail,
    mailUrl: mail.url,
    dataDir,
    seen,
    advance: (ms) => {
      offset += ms
    },
    now: () => Date.now() + offset,
    api: async (path, body, token, options = {}) => {
      const text = JSON.stringify(body)
      const signed = await signRequest({
        key: await (options.device ?? testDeviceKey)(),
        path: `/api/${path}`,
        projectId:
          options.projectId ??
          (typeof body.projectId === 'string' ? body.projectId : 'airlock-demo'),
        body: text,
        timestamp: Date.now() + offset,
      })
      const response = await postJson(
        `${site.url}/api/${path}`,
        {
          origin: site.url,
          'content-type': 'application/json',
          ...signed,
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        text,
        options.ip,
      )
      seen.push(response.text)
      return { status: response.status, json: JSON.parse(response.text) as Record<string, unknown> }
    },
    latestMail: async (to, after) => {
      const deadline = Date.now() + 10_000
      for (;;) {
        // Arrival order (the API's default); ids are random, so "after" is a position.
        const response = await fetch(`${mail.url}/api/email?to.address=${encodeURIComponent(to)}`)
        const all = (await response.json()) as { id: string; subject: string; text: string }[]
        const since =
          after === undefined ? all : all.slice(all.findIndex((m) => m.id === after) + 1)
        const latest = since.at(-1)
        if (latest) return latest
        if (Date.now() > deadline) throw new Error(`no mail to ${to}`)
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    },
    close: async () => {
      await site.stop()
      await mail.stop()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}

/** The flood limits of a test site: far above what any suite sends. */
export const RAISED_TEST_LIMITS: Partial<SiteLimits> = {
  ratePerIp: { perSecond: 100_000, burst: 100_000 },
  ratePerProject: { perSecond: 100_000, burst: 100_000 },
  longPollsPerIp: 1_000,
  longPolls: 1_000,
  connectionsPerIp: 10_000,
}

export type ApiOptions = {
  /** Sign with this device key instead of the test process's own (`createDeviceKey()`). */
  device?: () => Promise<DeviceKey>
  /** Send from this loopback address (e.g. `127.0.0.2`): another client IP for the OTP limits. */
  ip?: string
  /** Sign for this project. */
  projectId?: string
}

/** The device key `site.api` signs with unless told otherwise: one per test process (one frame). */
export const testDeviceKey: () => Promise<DeviceKey> = createDeviceKey()

/**
 * POST with Node's http client (fetch cannot choose the local address): from `localAddress` when
 * given, so tests can be several client IPs on loopback.
 */
export function postJson(
  url: string,
  headers: Record<string, string>,
  body: string,
  localAddress?: string,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        ...(localAddress ? { localAddress } : {}),
      },
      (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => {
          text += chunk
        })
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }))
        res.on('error', reject)
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

/** The six digits in a code mail. */
export function codeOf(mail: { text: string }): string {
  const match = /\b(\d{6})\b/.exec(mail.text)
  if (!match?.[1]) throw new Error(`no code in: ${mail.text}`)
  return match[1]
}
