import { join } from 'node:path'
import { loadConfig } from '../config/loadConfig'
import { startMailCatcher } from './startMailCatcher'

// `pnpm --filter @airlock/secure-site mail-catcher` (`dist/mailCatcher.js`): the development
// inbox in its own process, never the key-holding site's. `npm run dev` and the end-to-end stack
// start it; a production start of the site does not. It reads the site's own variables:
// AIRLOCK_SMTP_PORT (2525), AIRLOCK_MAIL_PORT (8025), AIRLOCK_DATA_DIR.
const config = loadConfig()
const mail = await startMailCatcher({
  smtpPort: config.smtpPort,
  httpPort: config.mailPort,
  mailDir: join(config.dataDir, 'mail'),
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
