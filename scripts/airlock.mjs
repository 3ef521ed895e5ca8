#!/usr/bin/env node
// The two commands of the README: `npm run dev` and `npm test` (also `pnpm dev` / `pnpm test`).
// Each bootstraps what it needs on a fresh machine with only Node and npm: pnpm (through npm),
// the workspace dependencies, and Chromium from Debian's package once end-to-end tests exist.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { runDev } from './dev.mjs'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const rootPackage = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))
const PNPM_VERSION = rootPackage.packageManager.split('@')[1]
const env = {
  ...process.env,
  // Nothing we run phones home: turbo's telemetry is off, and so is every tool that honours this.
  TURBO_TELEMETRY_DISABLED: '1',
  DO_NOT_TRACK: '1',
  STORYBOOK_DISABLE_TELEMETRY: '1',
}

// A reader of our output that went away (a closed terminal, a parent that died) must not end
// this process on EPIPE halfway through stopping the services.
for (const stream of [process.stdout, process.stderr]) stream.on('error', () => undefined)

function log(message) {
  console.info(`[airlock] ${message}`)
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env, ...options })
  return result.status ?? 1
}

function must(command, args, options) {
  const status = run(command, args, options)
  if (status !== 0) {
    console.error(`[airlock] failed (${status}): ${command} ${args.join(' ')}`)
    process.exit(status)
  }
}

function pnpmVersion(bin) {
  const r = spawnSync(bin, ['--version'], { encoding: 'utf8', env })
  return r.status === 0 ? r.stdout.trim() : null
}

/** Finds pnpm at the pinned version, installing it with npm when it is missing. */
function ensurePnpm() {
  if (pnpmVersion('pnpm') === PNPM_VERSION) return 'pnpm'
  const local = join(root, '.cache', 'pnpm', 'node_modules', '.bin', 'pnpm')
  if (existsSync(local) && pnpmVersion(local) === PNPM_VERSION) return local
  log(`installing pnpm ${PNPM_VERSION} with npm`)
  if (
    run('npm', ['install', '--global', `pnpm@${PNPM_VERSION}`]) === 0 &&
    pnpmVersion('pnpm') === PNPM_VERSION
  ) {
    return 'pnpm'
  }
  // No permission for a global install: keep a private copy in the repo's ignored cache folder.
  must('npm', [
    'install',
    '--no-save',
    '--prefix',
    join(root, '.cache', 'pnpm'),
    `pnpm@${PNPM_VERSION}`,
  ])
  return local
}

function workspaceDirs() {
  return ['packages', 'apps']
    .flatMap((group) =>
      existsSync(join(root, group))
        ? readdirSync(join(root, group)).map((n) => join(root, group, n))
        : [],
    )
    .filter((dir) => existsSync(join(dir, 'package.json')))
}

function hasScript(name) {
  return workspaceDirs().some((dir) => {
    const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))
    return Boolean(pkg.scripts?.[name])
  })
}

/** Runs apt-get (through sudo when not root); true when every call succeeded. */
function aptInstall(packages) {
  const sudo = process.getuid?.() === 0 ? [] : ['sudo']
  const apt = (args) => run(sudo[0] ?? 'apt-get', [...(sudo.length ? ['apt-get'] : []), ...args])
  return (
    apt(['update']) === 0 && apt(['install', '-y', '--no-install-recommends', ...packages]) === 0
  )
}

/** A font of Debian's `fonts-noto-core`: present when the package is installed. */
const NOTO_FONT = '/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf'
/** The font collection of Debian's `fonts-noto-cjk` (Japanese, Chinese, Korean). */
const NOTO_CJK_FONT = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc'

/**
 * Installs Debian's Chromium when end-to-end tests exist and it is missing (downloads do not
 * work), and Debian's Noto fonts with it: the Storybook screenshot baselines were drawn with them
 * (Latin, Arabic, Hebrew; `fonts-noto-cjk` for the modal in Japanese, Chinese and Korean), and
 * without them other fonts give other pixels, or boxes instead of letters.
 */
function ensureChromium() {
  if (!hasScript('test:e2e')) return
  const missing = [
    ...(existsSync('/usr/bin/chromium') ? [] : ['chromium']),
    ...(existsSync(NOTO_FONT) ? [] : ['fonts-noto-core']),
    ...(existsSync(NOTO_CJK_FONT) ? [] : ['fonts-noto-cjk']),
  ]
  if (missing.length === 0) return
  log(`installing ${missing.join(' and ')} from the distribution packages`)
  if (!aptInstall(missing)) {
    console.error(`[airlock] could not install ${missing.join(' and ')}; install it and rerun`)
    process.exit(1)
  }
}

/** True when a Postgres server's `pg_ctl` is on PATH or where Debian's packages put it. */
function hasPostgresServer() {
  if (spawnSync('sh', ['-c', 'command -v pg_ctl'], { stdio: 'ignore' }).status === 0) return true
  const debian = '/usr/lib/postgresql'
  return (
    existsSync(debian) &&
    readdirSync(debian).some((major) => existsSync(join(debian, major, 'bin', 'pg_ctl')))
  )
}

/**
 * Installs Debian's Postgres server when it is missing: the `DATABASE_URL` suites (two cloud
 * processes on one Postgres, the relay and rate limits shared through it) start a throwaway
 * server from its binaries. A machine without apt runs those suites as skipped, and says so.
 */
function ensurePostgres() {
  if (hasPostgresServer()) return
  log('installing the postgres server from the distribution packages')
  if (!aptInstall(['postgresql']))
    console.error('[airlock] could not install postgresql: the DATABASE_URL suites will be skipped')
}

function bootstrap() {
  const pnpm = ensurePnpm()
  log('installing dependencies')
  must(pnpm, ['install', ...(process.env.CI ? ['--frozen-lockfile'] : [])])
  return pnpm
}

/** Sums the JSON results every Vitest run leaves in test-results/ and prints one closing line. */
function summarize(nodeTest) {
  let passed = nodeTest.passed
  let failed = nodeTest.failed
  let skipped = 0
  for (const dir of workspaceDirs()) {
    const vitest = join(dir, 'test-results', 'vitest.json')
    if (existsSync(vitest)) {
      const r = JSON.parse(readFileSync(vitest, 'utf8'))
      passed += r.numPassedTests
      failed += r.numFailedTests
      skipped += r.numPendingTests + r.numTodoTests
    }
    // Playwright's JSON reporter: expected = passed, unexpected = failed, flaky passed on retry.
    // One file per Playwright config of the app (playwright.json, playwright-scaleout.json...).
    for (const name of ['e2e-results', 'playwright-report', 'test-results']) {
      const reports = playwrightReports(join(dir, name))
      for (const report of reports) {
        const { stats } = JSON.parse(readFileSync(report, 'utf8'))
        passed += stats.expected + stats.flaky
        failed += stats.unexpected
        skipped += stats.skipped
      }
      if (reports.length > 0) break
    }
  }
  console.info(
    `\nTests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`,
  )
  return failed
}

/** The Playwright JSON reports in `dir` (`playwright*.json`). */
function playwrightReports(dir) {
  if (!existsSync(dir)) return []
  return readdirSync(dir)
    .filter((name) => /^playwright.*\.json$/.test(name))
    .map((name) => join(dir, name))
}

function test() {
  const pnpm = bootstrap()
  ensureChromium()
  ensurePostgres()
  for (const dir of workspaceDirs()) {
    rmSync(join(dir, 'test-results'), { recursive: true, force: true })
    // A report an earlier run left would be counted again.
    for (const report of playwrightReports(join(dir, 'e2e-results'))) rmSync(report)
  }
  let failures = 0
  const step = (name, command, args) => {
    log(name)
    const status = run(command, args)
    if (status !== 0) {
      failures++
      console.error(`[airlock] step failed: ${name}`)
    }
  }
  step('lint (biome) and import boundaries', pnpm, ['run', 'lint'])
  const tasks = ['build', 'typecheck', 'test', 'check-package']
  if (hasScript('test:e2e')) tasks.push('test:e2e')
  step(`turbo: ${tasks.join(', ')}`, pnpm, [
    'exec',
    'turbo',
    'run',
    ...tasks,
    '--continue',
    '--ui=stream',
    // Two tasks at a time on two cores: suites that start chains and browsers time out when more
    // of them compete for the CPU.
    '--concurrency=2',
  ])
  step('plain Node ESM import of the built packages', 'node', ['scripts/smoke-node-import.mjs'])

  log('repository scripts (node --test)')
  const nodeRun = spawnSync('node', ['--test', '--test-reporter=spec', 'scripts/'], {
    cwd: root,
    env,
    encoding: 'utf8',
  })
  process.stdout.write(nodeRun.stdout)
  process.stderr.write(nodeRun.stderr)
  const count = (label) => Number(nodeRun.stdout.match(new RegExp(`ℹ ${label} (\\d+)`))?.[1] ?? 0)
  const nodeTest = { passed: count('pass'), failed: count('fail') }
  if (nodeRun.status !== 0) failures++

  const failedTests = summarize(nodeTest)
  if (failures > 0 || failedTests > 0) {
    console.error(`[airlock] ${failures} step(s) failed`)
    process.exit(1)
  }
  log('all green')
}

async function dev() {
  // AIRLOCK_DEV_SKIP_BUILD=1 (tests of this command) uses what is installed and built already.
  if (env.AIRLOCK_DEV_SKIP_BUILD !== '1') {
    const pnpm = bootstrap()
    // The packages the demo imports, and the services themselves with theirs (each service is
    // run from its built dist/: the cloud's main.js, the secure site's main.js and mailCatcher.js).
    log('building the packages the demo uses and the local services')
    must(pnpm, [
      'exec',
      'turbo',
      'run',
      'build',
      '--filter=@airlock/demo^...',
      '--filter=@airlock/cloud...',
      '--filter=@airlock/secure-site...',
      '--ui=stream',
    ])
  }
  process.exit(await runDev({ root, env }))
}

const command = process.argv[2]
if (command === 'test') test()
else if (command === 'dev') await dev()
else {
  console.error('usage: node scripts/airlock.mjs <dev|test>')
  process.exit(2)
}
