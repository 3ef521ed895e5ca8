import type { ProjectConfig } from './types'

/**
 * The default projects plus those from the environment; an id in both gets the union of origins.
 *
 * @example
 * mergeProjects(defaultProjects, parseProjects('airlock-demo=http://127.0.0.1:4000'))
 */
export function mergeProjects(
  base: readonly ProjectConfig[],
  added: readonly ProjectConfig[],
): ProjectConfig[] {
  const byId = new Map<string, Set<string>>()
  for (const project of [...base, ...added]) {
    const origins = byId.get(project.id) ?? new Set<string>()
    for (const origin of project.origins) origins.add(origin)
    byId.set(project.id, origins)
  }
  return [...byId].map(([id, origins]) => ({ id, origins: [...origins] }))
}
