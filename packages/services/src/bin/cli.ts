import { ServicesError } from '../errors/ServicesError'
import { findBusyPorts } from '../findBusyPorts'
import { HELP, parseServicesArgs } from '../parseServicesArgs'
import { servicePorts } from '../servicePorts'
import { type RunningServices, startServices } from '../startServices'
import { stopReason } from '../stopReason'

// `npx airlock-services`: starts the services, prints where they are and the setting a dapp
// needs, and stops them all on SIGINT, SIGTERM or SIGHUP. Exit 1 when a port is busy, a
// service cannot start, or one dies later.
const say = (line: string) => console.info(`[airlock-services] ${line}`)
const fail = (line: string) => console.error(`[airlock-services] ${line}`)

async function main(): Promise<number> {
  let options: ReturnType<typeof parseServicesArgs>
  try {
    options = parseServicesArgs(process.argv.slice(2))
  } catch (error) {
    fail((error as Error).message)
    return 1
  }
  if (options === 'help') {
    process.stdout.write(HELP)
    return 0
  }
  const ports = options.ports ?? servicePorts()
  const busy = await findBusyPorts(ports)
  if (busy.length > 0) {
    for (const { port, label } of busy)
      fail(`port ${port} (${label}) is already in use: stop what holds it, or pass --port-offset`)
    return 1
  }

  let services: RunningServices | undefined
  let signalled: string | undefined
  const stopped = new Promise<string>((done) => {
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
      process.on(signal, () => {
        if (signalled) process.exit(130) // a second signal: leave now
        signalled = signal
        done(signal)
      })
    // `npx` exits on SIGTERM without passing it on: a new parent means ours is gone, and the
    // services must not outlive it.
    const parent = process.ppid
    setInterval(() => {
      if (process.ppid === parent || signalled) return
      signalled = 'the parent process exited'
      done(signalled)
    }, 500).unref()
  })
  say('starting (the first start seeds the chains and can take a minute)')
  const starting = startServices({ ...options, ports, onReady: say })
  try {
    services = await Promise.race([starting, stopped.then(() => starting)])
  } catch (error) {
    fail(error instanceof ServicesError ? error.message : String(error))
    return 1
  }
  if (signalled) {
    await services.stop()
    return 0
  }
  say(`data in ${services.dataDir}`)
  say('ready. In your dapp:')
  console.info(`  projectId: ${services.projectId}`)
  console.info(`  deploymentUrl: ${services.deploymentUrl}`)
  const outcome = await stopReason(stopped, services.failed)
  if ('signal' in outcome) {
    say(`${outcome.signal}: stopping`)
    await services.stop()
    return 0
  }
  const { name, code, log } = outcome.failed
  fail(`${name} exited (${code}); stopping the others:\n${log}`)
  await services.stop()
  return 1
}

main().then((code) => process.exit(code))
