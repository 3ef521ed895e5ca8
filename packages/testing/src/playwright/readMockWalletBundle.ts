import { readFile } from 'node:fs/promises'
import { MockWalletSetupError } from '../errors/MockWalletSetupError'

const BUNDLE = 'mock-wallet.global.js'

/**
 * Reads the browser bundle built by tsup. Built, this module sits in dist/ beside the bundle; run
 * from source (this package's own tests), the bundle is in ../../dist.
 */
export async function readMockWalletBundle(): Promise<string> {
  const candidates = [
    new URL(`./${BUNDLE}`, import.meta.url),
    new URL(`../../dist/${BUNDLE}`, import.meta.url),
  ]
  for (const candidate of candidates) {
    try {
      return await readFile(candidate, 'utf8')
    } catch {
      // Try the next place.
    }
  }
  throw new MockWalletSetupError(
    `@airlock/testing: ${BUNDLE} is missing from dist/ (build the package first: pnpm build)`,
  )
}
