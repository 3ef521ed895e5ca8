import assert from 'node:assert/strict'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { test } from 'node:test'
import { fileURLToPath } from 'node:url'
import { checkBoundaries } from './check-boundaries.mjs'

function tree(files) {
  const root = mkdtempSync(join(tmpdir(), 'airlock-boundaries-'))
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), typeof content === 'string' ? content : JSON.stringify(content))
  }
  return root
}

test('the repository respects its own boundaries', () => {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
  assert.deepEqual(checkBoundaries(root), [])
})

test('core importing the UI kit is a violation, in source and in package.json', () => {
  const root = tree({
    'packages/core/package.json': { name: '@airlock/core', dependencies: { '@airlock/ui': '*' } },
    'packages/core/src/a.ts': "import { Button } from '@airlock/ui'\n",
    'packages/ui/package.json': { name: '@airlock/ui' },
  })
  try {
    const v = checkBoundaries(root)
    assert.equal(v.length, 2)
    assert.match(v[0], /depends on @airlock\/ui/)
    assert.match(v[1], /src\/a\.ts: imports @airlock\/ui/)
  } finally {
    rmSync(root, { recursive: true, force: true })
  }
})

test('dynamic imports, re-exports and relative escapes are caught; allowed arrows pass', () => {
  const root = tree({
    'packages/core/package.json': { name: '@airlock/core' },
    'packages/ui/package.json': { name: '@airlock/ui' },
    'packages/ui/src/a.ts':
      "export { x } from '../../core/src/x'\nconst m = import('@airlock/core')\n",
    'packages/scaffold-react/package.json': { name: '@airlock/react' },
    'packages/scaffold-react/src/a.ts':
      "import '@airlock/core'\nimport { y } from '@airlock/ui/y'\n",
    'apps/demo/package.json': { name: 'demo', dependencies: { '@airlock/react': '*' } },
    'packages/siwx/package.json': { name: '@airlock/siwx', dependencies: { demo: '*' } },
  })
  try {
    const v = checkBoundaries(root)
    assert.deepEqual(v.sort(), [
      'packages/siwx/package.json: depends on demo',
      'packages/ui/src/a.ts: imports @airlock/core',
      "packages/ui/src/a.ts: relative import '../../core/src/x' leaves its package",
    ])
  } finally {
    rmSync(root, { recursive: true, force: true })
  }
})

test('an import shown in a comment is not an import; the same import in code is', () => {
  const root = tree({
    'packages/core/package.json': { name: '@airlock/core' },
    'packages/core/src/a.ts':
      "/**\n * @example\n * createFrame: () => import('@airlock/wallet-frame')\n */\n// import '@airlock/wallet-frame'\nconst url = 'http://x'\n",
    'packages/core/src/b.ts': "const m = import('@airlock/wallet-frame')\n",
    'packages/wallet-frame/package.json': { name: '@airlock/wallet-frame' },
  })
  try {
    assert.deepEqual(checkBoundaries(root), [
      'packages/core/src/b.ts: imports @airlock/wallet-frame',
    ])
  } finally {
    rmSync(root, { recursive: true, force: true })
  }
})

test('an unknown workspace package must be given its arrows', () => {
  const root = tree({ 'packages/extra/package.json': { name: '@airlock/extra' } })
  try {
    assert.match(checkBoundaries(root)[0] ?? '', /has no entry in ALLOWED/)
  } finally {
    rmSync(root, { recursive: true, force: true })
  }
})

test('the testing package is allowed in tests and devDependencies only', () => {
  const root = tree({
    'packages/testing/package.json': { name: '@airlock/testing' },
    'packages/core/package.json': {
      name: '@airlock/core',
      devDependencies: { '@airlock/testing': '*' },
    },
    'packages/core/src/a.test.ts': "import { createMockWallet } from '@airlock/testing'\n",
    'packages/core/test/setup.ts': "import '@airlock/testing/playwright'\n",
    'packages/core/src/a.ts': "import { createMockWallet } from '@airlock/testing'\n",
    'packages/ui/package.json': { name: '@airlock/ui', dependencies: { '@airlock/testing': '*' } },
  })
  try {
    assert.deepEqual(checkBoundaries(root).sort(), [
      'packages/core/src/a.ts: imports @airlock/testing',
      'packages/ui/package.json: depends on @airlock/testing',
    ])
  } finally {
    rmSync(root, { recursive: true, force: true })
  }
})

test('the server store is for the cloud and the secure site only', () => {
  const root = tree({
    'packages/store/package.json': { name: '@airlock/store' },
    'apps/cloud/package.json': { name: '@airlock/cloud', dependencies: { '@airlock/store': '*' } },
    'apps/cloud/src/a.ts': "import { createStore } from '@airlock/store'\n",
    'apps/secure-site/package.json': { name: '@airlock/secure-site' },
    'apps/secure-site/test/a.test.ts':
      "import { startTestPostgres } from '@airlock/store/testing'\n",
    'apps/demo/package.json': { name: '@airlock/demo', dependencies: { '@airlock/store': '*' } },
    'apps/demo/src/a.ts': "import { parseProjects } from '@airlock/store'\n",
    'packages/core/package.json': { name: '@airlock/core' },
    'packages/core/src/a.ts': "import { migrate } from '@airlock/store'\n",
  })
  try {
    assert.deepEqual(checkBoundaries(root).sort(), [
      'apps/demo/package.json: depends on @airlock/store',
      'apps/demo/src/a.ts: imports @airlock/store',
      'packages/core/src/a.ts: imports @airlock/store',
    ])
  } finally {
    rmSync(root, { recursive: true, force: true })
  }
})

test('the demo may start a throwaway Postgres from its e2e, never from its bundle', () => {
  const root = tree({
    'packages/store/package.json': { name: '@airlock/store' },
    'apps/demo/package.json': { name: '@airlock/demo', devDependencies: { '@airlock/store': '*' } },
    'apps/demo/e2e/scaleout/globalSetup.ts':
      "import { startTestPostgres } from '@airlock/store/testing'\n",
    'apps/demo/src/a.ts': "import { parseProjects } from '@airlock/store'\n",
    'packages/ui/package.json': { name: '@airlock/ui', devDependencies: { '@airlock/store': '*' } },
  })
  try {
    assert.deepEqual(checkBoundaries(root).sort(), [
      'apps/demo/src/a.ts: imports @airlock/store',
      'packages/ui/package.json: depends on @airlock/store',
    ])
  } finally {
    rmSync(root, { recursive: true, force: true })
  }
})
