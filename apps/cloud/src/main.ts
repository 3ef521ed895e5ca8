import { loadConfig } from './config/loadConfig'
import { startCloud } from './startCloud'

// `pnpm --filter @airlock/cloud start`: the whole local cloud until SIGINT, SIGTERM or SIGHUP.
const cloud = await startCloud(loadConfig()).catch((error: unknown) => {
  // Everything started so far has been stopped by startCloud; say why in one line and exit.
  console.error(
    `[cloud] could not start: ${error instanceof Error ? error.message : String(error)}`,
  )
  process.exit(1)
})
console.info(`Airlock cloud ready on ${cloud.url} in ${cloud.startupMs} ms`)
console.info(`[cloud] WalletConnect relay on ${cloud.relayUrl}`)
if (cloud.solanaUrl)
  console.info(`[cloud] Solana RPC on ${cloud.solanaUrl}/<network reference> (and ws://)`)
console.info(`[cloud] store: ${cloud.store.kind}`)
console.info(
  `[cloud] start steps (ms): ${Object.entries(cloud.timings)
    .map(([name, ms]) => `${name} ${ms}`)
    .join(', ')}`,
)

let stopping = false
const shutdown = (signal: string) => {
  if (stopping) return
  stopping = true
  console.info(`[cloud] ${signal}: stopping`)
  cloud.stop().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error('[cloud] stop failed', error)
      process.exit(1)
    },
  )
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
  process.on(signal, () => shutdown(signal))
