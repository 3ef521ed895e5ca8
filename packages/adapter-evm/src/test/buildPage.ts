import { fileURLToPath } from 'node:url'
import { build, type Rolldown } from 'vite'

/** The test page's bundle: every emitted file by name, the entry as `page.js`. */
export async function buildPage(): Promise<Map<string, string>> {
  const entry = fileURLToPath(new URL('./page/main.ts', import.meta.url))
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: false,
      lib: { entry, formats: ['es'], fileName: () => 'page.js' },
    },
  })
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[]
  const files = new Map<string, string>()
  for (const { output } of outputs) {
    for (const file of output) {
      files.set(file.fileName, file.type === 'chunk' ? file.code : String(file.source))
    }
  }
  return files
}
