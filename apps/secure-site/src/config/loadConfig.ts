import { isAbsolute, join, resolve } from 'node:path'
import { parseProjects } from '@airlock/store'
import { ConfigError } from '../errors/ConfigError'
import { defaultProjects } from './defaultProjects'
import { findUp } from './findUp'
import { loadOtpLimits } from './loadOtpLimits'
import { loadSiteLimits } from './loadSiteLimits'
import { mergeProjects } from './mergeProjects'
import type { SecureSiteConfig } from './types'

/**
 * Reads the secure site's configuration from the environment.
 *
 * | Variable | Default |
 * |---|---|
 * | `AIRLOCK_SECURE_SITE_PORT` | 8788 |
 * | `AIRLOCK_OIDC_PORT` | 8790 |
 * | `AIRLOCK_SMTP_PORT` | 2525 |
 * | `AIRLOCK_MAIL_PORT` | 8025 |
 * | `AIRLOCK_DATA_DIR` | `<repo root>/.airlock/secure-site` |
 * | `DATABASE_URL` | unset: embedded PGlite in `<data dir>/secure-site-pg` |
 * | `AIRLOCK_CLOUD_URL` | `http://127.0.0.1:8787` |
 * | `AIRLOCK_PROJECTS` | the defaults only (`id=origin1\|origin2;id2=...`); in production only these |
 * | `NODE_ENV=production` or `AIRLOCK_PRODUCTION=1` | unset: the demo projects are known too |
 * | `AIRLOCK_SECURE_SITE_SECRET` | unset: a random key in `<data dir>/secure-site.key` (0600) |
 * | `AIRLOCK_SECURE_SITE_PREVIOUS_SECRETS` | unset (during a master key rotation: the old secrets, comma-separated) |
 * | `AIRLOCK_SMART_ACCOUNT_DEPLOYER_KEY` | the local test mnemonic's account 9 |
 * | `AIRLOCK_OTP_PER_EMAIL_IP`, `AIRLOCK_OTP_PER_IP` | 5, 20 wrong codes before the back-off |
 * | `AIRLOCK_OTP_BACKOFF_SECONDS`, `AIRLOCK_OTP_MAX_BACKOFF_SECONDS` | 30, 3600 |
 * | `AIRLOCK_OTP_WINDOW_SECONDS` | 86400 (a count starts again after this long) |
 * | `AIRLOCK_TRUSTED_PROXIES` | 0 (the client IP is the socket's peer) |
 * | `AIRLOCK_SPONSOR_DAILY_GAS` | 2000000 (gas sponsored per user per UTC day) |
 * | `AIRLOCK_SECURE_SITE_RATE_LIMIT_IP`, `AIRLOCK_SECURE_SITE_RATE_LIMIT_PROJECT` | `20/200`, `200/2000` (per second/burst) |
 * | `AIRLOCK_SECURE_SITE_LONG_POLLS_PER_IP`, `AIRLOCK_SECURE_SITE_LONG_POLLS` | 8, 256 (waits held at once) |
 * | `AIRLOCK_SECURE_SITE_CONNECTIONS_PER_IP` | 64 |
 * | `AIRLOCK_SECURE_SITE_HEADERS_TIMEOUT_MS`, `AIRLOCK_SECURE_SITE_REQUEST_TIMEOUT_MS` | 10000, 30000 |
 *
 * @example
 * loadConfig({ AIRLOCK_SECURE_SITE_PORT: '9788' }).port // 9788
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): SecureSiteConfig {
  const dataDirEnv = env.AIRLOCK_DATA_DIR
  const dataDir = dataDirEnv
    ? isAbsolute(dataDirEnv)
      ? dataDirEnv
      : resolve(dataDirEnv)
    : join(findUp('pnpm-workspace.yaml'), '.airlock', 'secure-site')
  const config: SecureSiteConfig = {
    host: '127.0.0.1',
    port: parsePort('AIRLOCK_SECURE_SITE_PORT', env.AIRLOCK_SECURE_SITE_PORT, 8788),
    oidcPort: parsePort('AIRLOCK_OIDC_PORT', env.AIRLOCK_OIDC_PORT, 8790),
    smtpPort: parsePort('AIRLOCK_SMTP_PORT', env.AIRLOCK_SMTP_PORT, 2525),
    mailPort: parsePort('AIRLOCK_MAIL_PORT', env.AIRLOCK_MAIL_PORT, 8025),
    dataDir,
    cloudUrl: (env.AIRLOCK_CLOUD_URL ?? 'http://127.0.0.1:8787').replace(/\/+$/, ''),
    // Production (NODE_ENV=production or AIRLOCK_PRODUCTION=1) knows only the projects it is
    // given: the demo projects allow localhost origins.
    projects: mergeProjects(
      env.NODE_ENV === 'production' || env.AIRLOCK_PRODUCTION === '1' ? [] : defaultProjects,
      env.AIRLOCK_PROJECTS ? parseProjects(env.AIRLOCK_PROJECTS, ConfigError) : [],
    ),
  }
  if (env.DATABASE_URL) config.databaseUrl = env.DATABASE_URL
  if (env.AIRLOCK_SECURE_SITE_SECRET) {
    if (env.AIRLOCK_SECURE_SITE_SECRET.length < 32)
      throw new ConfigError('AIRLOCK_SECURE_SITE_SECRET', '(hidden)', 'at least 32 characters')
    config.secret = env.AIRLOCK_SECURE_SITE_SECRET
  }
  const previousSecrets = (env.AIRLOCK_SECURE_SITE_PREVIOUS_SECRETS ?? '')
    .split(',')
    .filter((entry) => entry !== '')
  if (previousSecrets.some((entry) => entry.length < 32))
    throw new ConfigError(
      'AIRLOCK_SECURE_SITE_PREVIOUS_SECRETS',
      '(hidden)',
      'secrets of 32+ characters, comma-separated',
    )
  if (previousSecrets.length > 0) config.previousSecrets = previousSecrets
  const deployer = env.AIRLOCK_SMART_ACCOUNT_DEPLOYER_KEY
  if (deployer) {
    if (!/^0x[0-9a-fA-F]{64}$/.test(deployer))
      throw new ConfigError(
        'AIRLOCK_SMART_ACCOUNT_DEPLOYER_KEY',
        '(hidden)',
        'a 0x-prefixed 32-byte hex key',
      )
    config.smartAccountDeployerKey = deployer as `0x${string}`
  }
  const dailyGas = env.AIRLOCK_SPONSOR_DAILY_GAS
  if (dailyGas !== undefined && dailyGas !== '') {
    if (!/^\d{1,15}$/.test(dailyGas))
      throw new ConfigError('AIRLOCK_SPONSOR_DAILY_GAS', dailyGas, 'a whole number of gas units')
    config.sponsorDailyGas = Number(dailyGas)
  }
  const otpLimits = loadOtpLimits(env)
  if (Object.keys(otpLimits).length > 0) config.otpLimits = otpLimits
  const siteLimits = loadSiteLimits(env)
  if (Object.keys(siteLimits).length > 0) config.limits = siteLimits
  const proxies = env.AIRLOCK_TRUSTED_PROXIES
  if (proxies !== undefined && proxies !== '') {
    if (!/^\d{1,2}$/.test(proxies))
      throw new ConfigError('AIRLOCK_TRUSTED_PROXIES', proxies, 'a number of proxies, 0-99')
    config.trustedProxies = Number(proxies)
  }
  return config
}

function parsePort(variable: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback
  const port = Number(value)
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new ConfigError(variable, value, 'a port number 0-65535')
  return port
}
