import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * The nearest folder above `from` holding `marker`. Works from `src/` (tests) and from the
 * bundled `dist/main.js` alike, because both live inside the package.
 *
 * @example
 * findUp('package.json') // the secure site package's folder
 */
export function findUp(marker: string, from: string = fileURLToPath(import.meta.url)): string {
  let dir = dirname(from)
  for (;;) {
    if (existsSync(join(dir, marker))) return dir
    const parent = dirname(dir)
    if (parent === dir) return dirname(from)
    dir = parent
  }
}
