// `npm run dev`: the local cloud, the mail catcher, the secure site and the demo, as a good
// citizen. Busy ports are found before anything starts (one line each: the port, the service
// that wants it, the process that holds it; exit 1). Every service must answer its health check,
// else the command stops the others and exits 1; so does a service that dies later. SIGINT,
// SIGTERM and SIGHUP stop every service in order (each saves its state) and the command exits
// once all have: when it returns, every port is free. A second signal kills what is left.
import { spawn } from 'node:child_process'
import { readdirSync, readFileSync, readlinkSync } from 'node:fs'
import { createServer } from 'node:net'
import { join } from 'node:path'

const host = '127.0.0.1'

function log(message) {
  console.info(`[airlock] ${message}`)
}

function fail(message) {
  console.error(`[airlock] ${message}`)
}

function portOf(env, name, fallback) {
  const value = env[name]
  if (value === undefined || value === '') return fallback
  const port = Number(value)
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new TypeError(`${name}=${JSON.stringify(value)} is not a port number 1-65535`)
  return port
}

/** The ports `npm run dev` uses, each overridable by the variable the service itself reads. */
export function devPorts(env = process.env) {
  // 31337: the demo's third chain, outside the twelve swap networks (SPEC.md §9).
  const chains = (env.AIRLOCK_CHAIN_PORTS || '1:8545,8453:8546,31337:8547')
    .split(',')
    .map((pair) => {
      const [chainId, port] = pair.split(':').map((part) => part.trim())
      return { chainId, port: Number(port) }
    })
  return {
    demo: portOf(env, 'AIRLOCK_DEMO_PORT', 5173),
    cloud: portOf(env, 'AIRLOCK_CLOUD_PORT', 8787),
    relay: portOf(env, 'AIRLOCK_RELAY_PORT', 8789),
    // The three Solana networks (litesvm, in the cloud's process), path /<CAIP-2 reference>.
    solana: portOf(env, 'AIRLOCK_SOLANA_PORT', 8899),
    chains,
    secureSite: portOf(env, 'AIRLOCK_SECURE_SITE_PORT', 8788),
    oidc: portOf(env, 'AIRLOCK_OIDC_PORT', 8790),
    smtp: portOf(env, 'AIRLOCK_SMTP_PORT', 2525),
    mail: portOf(env, 'AIRLOCK_MAIL_PORT', 8025),
    docs: portOf(env, 'AIRLOCK_DOCS_PORT', 3000),
  }
}

/** Every port with the service that needs it, in start order. */
export function portList(ports) {
  return [
    [ports.cloud, 'the cloud'],
    [ports.relay, 'the WalletConnect relay'],
    [ports.solana, 'the local Solana RPC'],
    ...ports.chains.map((c) => [c.port, `anvil (chain ${c.chainId})`]),
    [ports.smtp, 'the mail catcher (SMTP)'],
    [ports.mail, 'the mail catcher (inbox)'],
    [ports.secureSite, 'the secure site'],
    [ports.oidc, 'the local OpenID provider'],
    [ports.demo, 'the demo'],
    [ports.docs, 'the docs'],
  ]
}

/** Resolves true when `port` can be bound on 127.0.0.1 now. */
export function isPortFree(port) {
  return new Promise((resolve) => {
    const server = createServer()
    server.once('error', () => resolve(false))
    server.listen(port, host, () => server.close(() => resolve(true)))
  })
}

/**
 * Who listens on `port`: `pid N (command line)` from /proc (Linux), or undefined when it cannot
 * be found (another OS, another user's process).
 */
export function findPortHolder(port) {
  const inodes = new Set()
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text
    try {
      text = readFileSync(table, 'utf8')
    } catch {
      continue
    }
    for (const line of text.split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/)
      // local_address is ADDR:PORT in hex; state 0A is LISTEN.
      const local = fields[1]
      if (!local || fields[3] !== '0A') continue
      if (Number.parseInt(local.split(':')[1] ?? '', 16) === port && fields[9])
        inodes.add(fields[9])
    }
  }
  if (inodes.size === 0) return undefined
  let pids
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name))
  } catch {
    return undefined
  }
  for (const pid of pids) {
    let fds
    try {
      fds = readdirSync(`/proc/${pid}/fd`)
    } catch {
      continue
    }
    for (const fd of fds) {
      let target
      try {
        target = readlinkSync(`/proc/${pid}/fd/${fd}`)
      } catch {
        continue
      }
      const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1]
      if (inode && inodes.has(inode)) {
        let command = ''
        try {
          command = readFileSync(`/proc/${pid}/cmdline`, 'utf8')
            .replace(/[\0\s]+/g, ' ')
            .trim()
        } catch {
          // gone meanwhile
        }
        const short = command.length > 100 ? `${command.slice(0, 97)}...` : command
        return `pid ${pid}${short ? ` (${short})` : ''}`
      }
    }
  }
  return undefined
}

/** One line per busy port; empty when all are free. */
export async function busyPorts(ports) {
  const lines = []
  for (const [port, service] of portList(ports)) {
    if (await isPortFree(port)) continue
    const holder = findPortHolder(port)
    lines.push(
      `port ${port} (${service}) is already in use by ${holder ?? 'another process'}; stop it or choose another port`,
    )
  }
  return lines
}

async function waitHealthy(url, child, deadline) {
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) return false
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) })
      if (response.ok) return true
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return false
}

/**
 * Runs the development stack until a signal or a failure; resolves with the exit code.
 * `options.root` is the repository, `options.env` the environment.
 */
export async function runDev({ root, env, startTimeoutMs = 300_000, stopTimeoutMs = 20_000 }) {
  const ports = devPorts(env)
  const busy = await busyPorts(ports)
  if (busy.length > 0) {
    for (const line of busy) fail(line)
    return 1
  }
  const cloudUrl = `http://${host}:${ports.cloud}`
  const siteUrl = `http://${host}:${ports.secureSite}`
  const mailUrl = `http://${host}:${ports.mail}`
  const demoUrl = `http://${host}:${ports.demo}`
  const docsUrl = `http://${host}:${ports.docs}`
  const serviceEnv = {
    ...env,
    AIRLOCK_CLOUD_PORT: String(ports.cloud),
    AIRLOCK_RELAY_PORT: String(ports.relay),
    AIRLOCK_SOLANA_PORT: String(ports.solana),
    AIRLOCK_CHAIN_PORTS: ports.chains.map((c) => `${c.chainId}:${c.port}`).join(','),
    AIRLOCK_SECURE_SITE_PORT: String(ports.secureSite),
    AIRLOCK_OIDC_PORT: String(ports.oidc),
    AIRLOCK_SMTP_PORT: String(ports.smtp),
    AIRLOCK_MAIL_PORT: String(ports.mail),
    AIRLOCK_CLOUD_URL: cloudUrl,
    VITE_AIRLOCK_CLOUD_URL: cloudUrl,
    VITE_AIRLOCK_SECURE_SITE_URL: siteUrl,
    VITE_AIRLOCK_RELAY_URL: `ws://${host}:${ports.relay}`,
  }
  // A demo on another port needs its origin allowed (the seeded project knows 5173 only).
  if (ports.demo !== 5173 && !env.AIRLOCK_PROJECTS)
    serviceEnv.AIRLOCK_PROJECTS = `airlock-demo=${demoUrl}|http://localhost:${ports.demo}|${siteUrl}`
  const dataDir = env.AIRLOCK_DEV_DATA_DIR
  const node = [process.execPath, '--enable-source-maps']
  const services = [
    {
      name: 'the cloud',
      cwd: join(root, 'apps', 'cloud'),
      command: [...node, 'dist/main.js'],
      health: `${cloudUrl}/health`,
      env: dataDir ? { AIRLOCK_DATA_DIR: join(dataDir, 'cloud') } : {},
    },
    {
      name: 'the mail catcher',
      cwd: join(root, 'apps', 'secure-site'),
      command: [...node, 'dist/mailCatcher.js'],
      health: `${mailUrl}/api/healthz`,
      env: dataDir ? { AIRLOCK_DATA_DIR: join(dataDir, 'secure-site') } : {},
    },
    {
      name: 'the secure site',
      cwd: join(root, 'apps', 'secure-site'),
      command: [...node, 'dist/main.js'],
      health: `${siteUrl}/health`,
      env: dataDir ? { AIRLOCK_DATA_DIR: join(dataDir, 'secure-site') } : {},
    },
    {
      name: 'the demo',
      cwd: join(root, 'apps', 'demo'),
      // Vite's own bin under Node, not through pnpm (which does not pass signals on).
      command: [
        process.execPath,
        join(root, 'apps', 'demo', 'node_modules', 'vite', 'bin', 'vite.js'),
        '--host',
        host,
        '--port',
        String(ports.demo),
        '--strictPort',
      ],
      stdin: 'inherit',
      health: demoUrl,
      env: {},
    },
    {
      name: 'the docs',
      cwd: join(root, 'apps', 'docs'),
      // Docusaurus' own bin under Node. Its first compile takes a minute or two: the stack is
      // ready without waiting for it, and a line says when the docs answer.
      command: [
        process.execPath,
        join(root, 'apps', 'docs', 'node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs'),
        'start',
        '--host',
        host,
        '--port',
        String(ports.docs),
        '--no-open',
      ],
      health: docsUrl,
      background: true,
      env: {},
    },
  ]

  let stopping
  let exitCode = 0
  const running = []
  const alive = (child) => child.exitCode === null && child.signalCode === null
  const exited = (child) =>
    alive(child) ? new Promise((resolve) => child.once('exit', resolve)) : Promise.resolve()
  const killGroup = (child, signal) => {
    try {
      process.kill(-child.pid, signal)
    } catch {
      // the group is gone
    }
  }
  const stop = (code) => {
    if (code > exitCode) exitCode = code
    stopping ??= (async () => {
      // In reverse order of start, each asked to stop itself (the cloud saves its chains); what
      // does not stop in time is killed with its whole process group.
      for (const service of [...running].reverse()) {
        if (!alive(service.child)) continue
        log(`stopping ${service.name}`)
        service.child.kill('SIGTERM')
        const timer = setTimeout(() => killGroup(service.child, 'SIGKILL'), stopTimeoutMs)
        await exited(service.child)
        clearTimeout(timer)
      }
      // Anything a service left behind in its group (none should be).
      for (const service of running) killGroup(service.child, 'SIGKILL')
    })()
    return stopping
  }

  let signals = 0
  const onSignal = (signal) => {
    signals++
    if (signals > 1) {
      fail(`${signal} again: killing every service`)
      for (const service of running) killGroup(service.child, 'SIGKILL')
      process.exit(130)
    }
    log(`${signal}: stopping every service`)
    void stop(0)
  }
  const handled = ['SIGINT', 'SIGTERM', 'SIGHUP']
  for (const signal of handled) process.on(signal, onSignal)
  // The services run in process groups of their own, so a signal to the parent's group (npm's,
  // a terminal's) does not reach them: when whatever started this command dies without passing
  // a signal on (a shell between npm and us, a SIGKILL), this process is adopted by another
  // parent, and that counts as a SIGHUP.
  const parent = process.ppid
  const orphaned = setInterval(() => {
    if (process.ppid !== parent && !stopping) onSignal('parent gone')
  }, 500)
  orphaned.unref()

  const deadline = Date.now() + startTimeoutMs
  for (const service of services) {
    if (stopping) break
    log(`starting ${service.name}`)
    const [command, ...args] = service.command
    // Its own process group, so that a last-resort kill reaches everything it started.
    const child = spawn(command, args, {
      cwd: service.cwd,
      env: { ...serviceEnv, ...service.env },
      // Only the demo reads the terminal (Vite's shortcuts).
      stdio: [service.stdin ?? 'ignore', 'inherit', 'inherit'],
      detached: true,
    })
    child.on('error', (error) => fail(`${service.name} could not start: ${error.message}`))
    const entry = { ...service, child, ready: false }
    running.push(entry)
    child.once('exit', (code, signal) => {
      if (stopping) return
      fail(
        `${service.name} exited (${code ?? signal}) ${entry.ready ? 'while running' : 'during start'}; stopping everything`,
      )
      void stop(1)
    })
    if (service.background) {
      void waitHealthy(service.health, child, Number.POSITIVE_INFINITY).then((ready) => {
        entry.ready = ready
        if (ready && !stopping) log(`${service.name} on ${service.health}`)
      })
      continue
    }
    entry.ready = await waitHealthy(service.health, child, deadline)
    if (!entry.ready && !stopping) {
      fail(`${service.name} was not healthy at ${service.health} in time; stopping everything`)
      void stop(1)
    }
  }
  if (!stopping)
    log(
      `ready: the demo on ${demoUrl}, the docs on ${docsUrl} (once compiled)  (Ctrl-C or SIGTERM stops everything)`,
    )
  // Wait until a signal or a failure has stopped everything.
  await new Promise((resolve) => {
    const check = setInterval(() => {
      if (stopping) {
        clearInterval(check)
        resolve()
      }
    }, 100)
  })
  await stopping
  clearInterval(orphaned)
  for (const signal of handled) process.off(signal, onSignal)
  log(exitCode === 0 ? 'stopped' : 'stopped after a failure')
  return exitCode
}
