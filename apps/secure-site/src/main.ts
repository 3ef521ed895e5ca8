import { loadConfig } from './config/loadConfig'
import { startSecureSite } from './startSecureSite'

// `pnpm --filter @airlock/secure-site start`: the secure site until SIGINT/SIGTERM.
const site = await startSecureSite(loadConfig()).catch((error: unknown) => {
  console.error(
    `[secure-site] could not start: ${error instanceof Error ? error.message : String(error)}`,
  )
  process.exit(1)
})
console.info(`Airlock secure site ready on ${site.url} in ${site.startupMs} ms`)
console.info(
  `[secure-site] mail to SMTP 127.0.0.1:${site.config.smtpPort}, OpenID provider ${site.oidcUrl}`,
)

let stopping = false
const shutdown = (signal: string) => {
  if (stopping) return
  stopping = true
  console.info(`[secure-site] ${signal}: stopping`)
  site.stop().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error('[secure-site] stop failed', error)
      process.exit(1)
    },
  )
}
process.on('SIGINT', () => shutdown('SIGINT'))
process.on('SIGTERM', () => shutdown('SIGTERM'))
process.on('SIGHUP', () => shutdown('SIGHUP'))
