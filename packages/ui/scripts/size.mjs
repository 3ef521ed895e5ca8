#!/usr/bin/env node
// Measures what the kit costs a dapp: bundles small entry snippets against the built package
// (dist/, so run `pnpm build` first) with Vite the way a dapp's bundler would (minified, tree-
// shaken, React external: the dapp has it anyway) and prints the gzip size of each. The first
// line is the whole kit; the second is the modal shell with the wallet list alone.
//
//   node scripts/size.mjs          # table
//   node scripts/size.mjs --json   # machine-readable
import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build } from 'vite'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const dist = join(root, 'dist', 'index.js')
if (!existsSync(dist)) {
  console.error('dist/index.js is missing: run `pnpm build` in packages/ui first')
  process.exit(1)
}

const ENTRY = 'size-entry.js'
const EXTERNAL = ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client']

/** Entry snippets: each keeps what it names alive, as a dapp's code would. */
export const ENTRIES = {
  'whole kit': `import * as ui from 'kit'; export default ui`,
  'modal shell + wallet list': `export { AirlockRoot, ModalShell, WalletGrid } from 'kit'`,
  'AirlockRoot alone': `export { AirlockRoot } from 'kit'`,
  'QR code': `export { AirlockRoot, QrCode } from 'kit'`,
  'dropdown menu': `export { AirlockRoot, DropdownMenu } from 'kit'`,
  'OTP + email inputs': `export { AirlockRoot, OtpInput, EmailInput } from 'kit'`,
}

async function bundle(code) {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    plugins: [
      {
        name: 'entry',
        // Vite makes the lib entry an absolute path; it names no real file.
        resolveId: (id) => (id.endsWith(ENTRY) ? `\0${ENTRY}` : id === 'kit' ? dist : null),
        load: (id) => (id === `\0${ENTRY}` ? code : null),
      },
    ],
    build: {
      write: false,
      minify: true,
      target: 'es2022',
      lib: { entry: ENTRY, formats: ['es'], fileName: 'entry' },
      rolldownOptions: { external: EXTERNAL },
    },
  })
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output)
  const js = outputs
    .filter((o) => o.type === 'chunk')
    .map((o) => o.code)
    .join('\n')
  return { js, min: Buffer.byteLength(js), gzip: gzipSync(js, { level: 9 }).length }
}

export async function measure() {
  const rows = []
  for (const [name, code] of Object.entries(ENTRIES)) rows.push({ name, ...(await bundle(code)) })
  return rows
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = await measure()
  if (process.argv.includes('--json')) {
    console.info(
      JSON.stringify(
        rows.map(({ name, min, gzip }) => ({ name, min, gzip })),
        null,
        2,
      ),
    )
  } else {
    const kb = (n) => `${(n / 1024).toFixed(1)} kB`
    console.info('entry                         minified    gzip')
    for (const r of rows)
      console.info(`${r.name.padEnd(29)} ${kb(r.min).padStart(9)} ${kb(r.gzip).padStart(8)}`)
    const [whole, shell] = rows
    // Tree-shaking, checked: the shell + list bundle carries none of the menu (Radix), QR (uqr)
    // or OTP code, nor their stylesheets.
    const markers = ['data-radix-', 'al-menu-item', 'al-qr-fg', 'al-otp-box', 'one-time-code']
    const absent = markers.filter((m) => !whole.js.includes(m))
    if (absent.length) throw new Error(`markers not in the whole kit, fix the check: ${absent}`)
    const leaks = markers.filter((m) => shell.js.includes(m))
    console.info(
      leaks.length === 0
        ? `tree-shaking: ok (shell + list is ${Math.round((shell.gzip / whole.gzip) * 100)}% of the kit)`
        : `tree-shaking: FAILED, the shell bundle contains ${leaks.join(', ')}`,
    )
    if (leaks.length) process.exit(1)
  }
}
