import { findUp } from './findUp'

/**
 * The workspace root (where `pnpm-workspace.yaml` is), so `.airlock/` lands in one place.
 *
 * @example
 * join(findRepoRoot(), '.airlock', 'cloud')
 */
export function findRepoRoot(): string {
  return findUp('pnpm-workspace.yaml')
}
