#!/usr/bin/env node
// `npm run bench` / `pnpm bench` at the repository root. Builds the same minimal dapp with Airlock,
// Reown AppKit, RainbowKit and ConnectKit (Vite production builds), serves each on 127.0.0.1 with
// gzip, and drives headless Chromium over alternating rounds (A B C D A B C D ...), unthrottled and
// at 4x CPU throttling, with every non-loopback request aborted. Prints medians (min-max) and
// writes bench/results/<date>.md and .json.
//
// Options: --rounds N (default 5), --skip-install, --skip-build, --kits airlock,appkit,...
// Not part of `npm test`: the peer kits install into bench/node_modules (and apps/appkit's own),
// from bench's lockfiles, never into the monorepo.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { cpus, loadavg, totalmem } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { KITS } from './kits.mjs'
import { renderReport, summarize } from './report.mjs'

const benchDir = dirname(fileURLToPath(import.meta.url))
const repoRoot = join(benchDir, '..')
const args = process.argv.slice(2)
const option = (flag, fallback) => {
  const index = args.indexOf(flag)
  return index >= 0 ? args[index + 1] : fallback
}
const rounds = Number(option('--rounds', process.env.BENCH_ROUNDS ?? '5'))
const kitIds = option('--kits', KITS.map((kit) => kit.id).join(',')).split(',')
const kits = KITS.filter((kit) => kitIds.includes(kit.id))
const CHROMIUM = process.env.BENCH_CHROMIUM ?? '/usr/bin/chromium'
const THROTTLES = [1, 4]

function must(command, commandArgs, cwd) {
  const result = spawnSync(command, commandArgs, { cwd, stdio: 'inherit' })
  if (result.status !== 0) {
    console.error(`[bench] failed: ${command} ${commandArgs.join(' ')} (in ${cwd})`)
    process.exit(result.status ?? 1)
  }
}

// The peer kits' installs: bench/ (RainbowKit, ConnectKit on wagmi 2, plus Vite and
// playwright-core) and apps/appkit (AppKit on wagmi 3). `npm ci` from the committed lockfiles
// when a direct dependency is missing or differs from its lockfile entry.
function install() {
  for (const dir of [benchDir, join(benchDir, 'apps', 'appkit')]) {
    const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))
    const lock = JSON.parse(readFileSync(join(dir, 'package-lock.json'), 'utf8'))
    const current = Object.keys(pkg.dependencies ?? {}).every((name) => {
      const installed = join(dir, 'node_modules', name, 'package.json')
      return (
        existsSync(installed) &&
        JSON.parse(readFileSync(installed, 'utf8')).version ===
          lock.packages?.[`node_modules/${name}`]?.version
      )
    })
    if (current) continue
    console.info(`[bench] npm ci in ${dir.slice(repoRoot.length + 1)}`)
    must('npm', ['ci', '--no-audit', '--no-fund', '--ignore-scripts'], dir)
  }
}

function versionOf(name, from) {
  for (const dir of [join(from, 'node_modules', name), join(benchDir, 'node_modules', name)]) {
    const file = join(dir, 'package.json')
    if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')).version
  }
  return null
}

function git(...gitArgs) {
  return spawnSync('git', gitArgs, { cwd: repoRoot, encoding: 'utf8' }).stdout.trim()
}

async function main() {
  if (!args.includes('--skip-install')) install()
  const { buildKit } = await import('./build.mjs')
  const { serveStatic } = await import('./serve.mjs')
  const { measureVisit } = await import('./measure.mjs')
  const { chromium } = await import('playwright-core')

  if (!args.includes('--skip-build')) {
    if (kits.some((kit) => kit.ours)) {
      console.info('[bench] building the workspace packages Airlock uses')
      must(
        'pnpm',
        [
          'exec',
          'turbo',
          'run',
          'build',
          // Exactly the packages the page bundles (a `...` filter would add dev dependencies).
          '--filter=@airlock/core',
          '--filter=@airlock/ui',
          '--filter=@airlock/react',
          '--filter=@airlock/wallet-frame',
          '--filter=@airlock/adapter-evm',
        ],
        repoRoot,
      )
    }
    for (const kit of kits) {
      console.info(`[bench] vite build: ${kit.name}`)
      await buildKit(kit.id)
    }
  }

  const servers = {}
  for (const kit of kits) servers[kit.id] = await serveStatic(join(benchDir, '.build', kit.id))
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
    ],
  })
  const chromiumVersion = browser.version()
  const screenshotDir = join(benchDir, 'screenshots')
  mkdirSync(screenshotDir, { recursive: true })
  const samples = []
  const load = loadavg()
  try {
    for (let round = 1; round <= rounds; round++) {
      for (const throttle of THROTTLES) {
        for (const kit of kits) {
          const started = Date.now()
          try {
            const result = await measureVisit({
              browser,
              kit,
              url: servers[kit.id].url,
              throttle,
              screenshotDir: round === 1 && throttle === 1 ? screenshotDir : null,
            })
            samples.push({ kit: kit.id, round, throttle, ...result })
            console.info(
              `[bench] round ${round} ${throttle}x ${kit.id}: button ${result.buttonMs.toFixed(0)} ms, click->list ${result.clickToListMs.toFixed(0)} ms, JS before button ${(result.jsBeforeButton.transferred / 1024).toFixed(1)} KiB (${((Date.now() - started) / 1000).toFixed(1)} s)`,
            )
          } catch (error) {
            samples.push({ kit: kit.id, round, throttle, error: String(error.message ?? error) })
            console.error(`[bench] round ${round} ${throttle}x ${kit.id} failed: ${error.message}`)
          }
        }
      }
    }
  } finally {
    await browser.close().catch(() => {})
    for (const server of Object.values(servers)) await server.close()
  }

  const date = new Date().toISOString().slice(0, 10)
  const appkitDir = join(benchDir, 'apps', 'appkit')
  const environment = {
    date: new Date().toISOString(),
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model ?? 'unknown',
    ramGiB: Number((totalmem() / 1024 ** 3).toFixed(1)),
    loadAverageAtStart: load.map((n) => Number(n.toFixed(2))),
    chromium: chromiumVersion,
    node: process.version,
    airlockCommit: git('rev-parse', '--short', 'HEAD'),
    rounds,
    throttles: THROTTLES,
  }
  const versions = {
    '@reown/appkit': versionOf('@reown/appkit', appkitDir),
    '@reown/appkit-adapter-wagmi': versionOf('@reown/appkit-adapter-wagmi', appkitDir),
    'wagmi (AppKit)': versionOf('wagmi', appkitDir),
    '@rainbow-me/rainbowkit': versionOf('@rainbow-me/rainbowkit', benchDir),
    connectkit: versionOf('connectkit', benchDir),
    'wagmi (RainbowKit, ConnectKit)': versionOf('wagmi', benchDir),
    viem: versionOf('viem', benchDir),
    '@tanstack/react-query': versionOf('@tanstack/react-query', benchDir),
    react: versionOf('react', benchDir),
    vite: versionOf('vite', benchDir),
    'playwright-core': versionOf('playwright-core', benchDir),
  }
  const summary = summarize(samples, kits)
  const report = renderReport({ environment, versions, summary, kits })
  console.info(`\n${report}`)
  const resultsDir = join(benchDir, 'results')
  mkdirSync(resultsDir, { recursive: true })
  writeFileSync(join(resultsDir, `${date}.md`), report)
  writeFileSync(
    join(resultsDir, `${date}.json`),
    `${JSON.stringify({ environment, versions, summary, samples }, null, 2)}\n`,
  )
  // The repository's formatter checks JSON too: leave the file the way `npm test` expects it.
  const biome = join(repoRoot, 'node_modules', '.bin', 'biome')
  if (existsSync(biome))
    spawnSync(biome, ['format', '--write', join(resultsDir, `${date}.json`)], { cwd: repoRoot })
  console.info(`[bench] wrote bench/results/${date}.md and .json`)
}

await main()
