#!/usr/bin/env node
// Issue #2: `import { ... } from '@airlock/core'` works from a plain Node ESM script after the
// build. Each built package imports itself by name (Node resolves a package's own "exports"),
// so this checks the real dist files and the exports map, not the sources.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')

/** What each package's plain import must provide and do (run inside that package's folder). */
const checks = {
  '@airlock/core': `
    import assert from 'node:assert/strict'
    import { createAirlockCore, parseCaipAddress, BaseError, mainnet } from '@airlock/core'
    const core = createAirlockCore({ projectId: 'smoke', networks: [mainnet] })
    assert.equal(core.state.chain.activeNetwork.caipNetworkId, 'eip155:1')
    assert.throws(() => parseCaipAddress('nope'), (e) => e instanceof BaseError && e.shortMessage === 'Invalid CAIP Address')
  `,
  // The protocol entry is DOM-free (the secure site's server side imports it); the main entry
  // touches the DOM only when a frame is created.
  '@airlock/wallet-frame': `
    import assert from 'node:assert/strict'
    import { createAppEvent, createRequestId, parseAppEvent } from '@airlock/wallet-frame/protocol'
    import { createFrameProvider, FRAME_IFRAME_ID } from '@airlock/wallet-frame'
    const event = createAppEvent('CONNECT_EMAIL', createRequestId(), { email: 'a@example.com' })
    assert.deepEqual(parseAppEvent(event), event)
    assert.equal(parseAppEvent({ type: 'CONNECT_EMAIL' }), undefined)
    assert.equal(FRAME_IFRAME_ID, 'w3m-iframe')
    assert.equal(typeof createFrameProvider, 'function')
  `,
}

/**
 * Browser globals a server render has none of. Each becomes a getter that records the read (and
 * still answers `undefined`, as Node does) while an entry is imported: a dapp's server imports
 * every entry, so none may read them at import, not even to test for them (a value decided at
 * import differs between server and browser and breaks hydration).
 */
const BROWSER_GLOBALS = [
  'window',
  'document',
  'localStorage',
  'sessionStorage',
  'location',
  'navigator',
  'self',
  'indexedDB',
  'customElements',
  'HTMLElement',
  'matchMedia',
  'requestAnimationFrame',
  'requestIdleCallback',
]

/**
 * Imports `entry` with the browser globals trapped; prints the names our own code read (the
 * reading frame is outside node_modules: dependencies' own checks are theirs), fails if any.
 */
const importWithoutBrowserGlobals = (entry) => `
  const read = new Set()
  for (const name of ${JSON.stringify(BROWSER_GLOBALS)}) {
    if (name in globalThis) continue
    Object.defineProperty(globalThis, name, {
      configurable: true,
      get: () => {
        const caller = new Error().stack.split('\\n')[2] ?? ''
        if (caller.includes('file://') && !caller.includes('/node_modules/'))
          read.add(name + ' (' + caller.trim().replace(/^at /, '') + ')')
      },
    })
  }
  await import(${JSON.stringify(entry)})
  if (read.size) {
    console.error('reads ' + [...read].join(', ') + ' at import of ' + ${JSON.stringify(entry)})
    process.exit(1)
  }
`

let failed = 0
for (const group of ['packages']) {
  for (const name of readdirSync(join(root, group))) {
    const dir = join(root, group, name)
    const pkgFile = join(dir, 'package.json')
    if (!existsSync(pkgFile)) continue
    const pkg = JSON.parse(readFileSync(pkgFile, 'utf8'))
    if (!pkg.exports || !pkg.scripts?.build) continue
    const script = checks[pkg.name] ?? `await import(${JSON.stringify(pkg.name)})`
    const r = spawnSync('node', ['--input-type=module', '-e', script], {
      cwd: dir,
      encoding: 'utf8',
    })
    if (r.status === 0) console.info(`ok   ${pkg.name}`)
    else {
      failed++
      console.error(`FAIL ${pkg.name}\n${r.stderr}`)
    }
    // Issue 23 (server rendering): every entry imports with no browser global read.
    for (const subpath of Object.keys(pkg.exports)) {
      if (subpath === './package.json') continue
      const entry = pkg.name + subpath.slice(1)
      const imported = spawnSync(
        'node',
        ['--input-type=module', '-e', importWithoutBrowserGlobals(entry)],
        { cwd: dir, encoding: 'utf8' },
      )
      if (imported.status === 0) console.info(`ok   ${entry} (no browser global at import)`)
      else {
        failed++
        console.error(`FAIL ${entry}\n${imported.stderr}`)
      }
    }
  }
}
process.exit(failed ? 1 : 0)
