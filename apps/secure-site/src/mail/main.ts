import { isAbsolute, join, resolve } from 'node:path'
import { findUp } from '../config/findUp'
import { startMailCatcher } from './startMailCatcher'

// `pnpm --filter @airlock/secure-site mail-catcher` (`dist/mailCatcher.js`): the development
// inbox in its own process, never the key-holding site's. `npm run dev` and the end-to-end stack
// start it; a production start of the site does not. It reads the site's own variables:
// AIRLOCK_SMTP_PORT (2525), AIRLOCK_MAIL_PORT (8025), AIRLOCK_DATA_DIR.
// Only these three: the site's other settings (its secret, its projects) are none of its business.
const port = (name: string, fallback: number) => {
  const value = process.env[name]
  const parsed = value ? Number(value) : fallback
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65535) {
    console.error(`[mail] ${name}=${JSON.stringify(value)} is not a port number 0-65535`)
    process.exit(1)
  }
  return parsed
}
const dataDirEnv = process.env.AIRLOCK_DATA_DIR
const dataDir = dataDirEnv
  ? isAbsolute(dataDirEnv)
    ? dataDirEnv
    : resolve(dataDirEnv)
  : join(findUp('pnpm-workspace.yaml'), '.airlock', 'secure-site')
const mail = await startMailCatcher({
  smtpPort: port('AIRLOCK_SMTP_PORT', 2525),
  httpPort: port('AIRLOCK_MAIL_PORT', 8025),
  mailDir: join(dataDir, 'mail'),
}).catch((error: unknown) => {
  console.error(`[mail] could not start: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})
console.info(`Airlock mail catcher ready: inbox ${mail.url} (SMTP 127.0.0.1:${mail.smtpPort})`)

let stopping = false
const shutdown = (signal: string) => {
  if (stopping) return
  stopping = true
  console.info(`[mail] ${signal}: stopping`)
  mail.stop().then(
    () => process.exit(0),
    () => process.exit(1),
  )
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
  process.on(signal, () => shutdown(signal))
