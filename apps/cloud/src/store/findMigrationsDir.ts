import { join } from 'node:path'
import { findUp } from '../config/findUp'

/**
 * The migrations folder, found from the package root so the same path works from `src/` (tests)
 * and from the bundled `dist/main.js` (`pnpm start`).
 *
 * @example
 * await migrate(store, findMigrationsDir())
 */
export function findMigrationsDir(): string {
  return join(findUp('package.json'), 'src', 'store', 'migrations')
}
