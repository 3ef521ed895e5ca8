// @vitest-environment node
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { build, type Rolldown } from 'vite'
import { expect, test } from 'vitest'

// The kit tree-shakes: a dapp that imports the modal shell and the wallet list does not pay for
// the dropdown menu (Radix), the QR code (uqr) or the OTP input, nor for their stylesheets.
// Bundled from the sources, as a dapp's bundler would (minified, React external).
// `scripts/size.mjs` measures the same from the build, with gzip sizes, for the README.

const KIT = fileURLToPath(new URL('./index.ts', import.meta.url))
const ENTRY = 'tree-shaking-entry.js'

async function bundle(code: string): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    plugins: [
      react(),
      {
        name: 'entry',
        resolveId: (id) => (id.endsWith(ENTRY) ? `\0${ENTRY}` : id === 'kit' ? KIT : null),
        load: (id) => (id === `\0${ENTRY}` ? code : null),
      },
    ],
    build: {
      write: false,
      minify: true,
      lib: { entry: ENTRY, formats: ['es'], fileName: 'entry' },
      rolldownOptions: { external: ['react', 'react-dom', 'react/jsx-runtime'] },
    },
  })
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[]
  return outputs
    .flatMap((r) => r.output)
    .map((o) => (o.type === 'chunk' ? o.code : ''))
    .join('\n')
}

const MARKERS = ['data-radix-', 'al-menu-item', 'al-qr-fg', 'al-otp-box', 'one-time-code']

test('importing the modal shell and the wallet list leaves the menu, QR and OTP code out', async () => {
  const whole = await bundle(`import * as ui from 'kit'; export default ui`)
  const shell = await bundle(`export { AirlockRoot, ModalShell, WalletGrid } from 'kit'`)
  // Every marker is in the whole kit, so its absence below means something.
  expect(MARKERS.filter((m) => !whole.includes(m))).toEqual([])
  expect(MARKERS.filter((m) => shell.includes(m))).toEqual([])
  expect(shell.length).toBeLessThan(whole.length / 2)
}, 60_000)
