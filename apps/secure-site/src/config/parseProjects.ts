import { ConfigError } from '../errors/ConfigError'
import type { ProjectConfig } from './types'

/**
 * Parses `AIRLOCK_PROJECTS`, the same variable the local cloud reads: `id=origin1|origin2;id2=...`.
 * Origins may also be separated by commas (`id=origin1,origin2`).
 *
 * @example
 * parseProjects('shop=http://127.0.0.1:3000,http://localhost:3000')
 * // [{ id: 'shop', origins: ['http://127.0.0.1:3000', 'http://localhost:3000'] }]
 */
export function parseProjects(value: string): ProjectConfig[] {
  return value
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => {
      const eq = part.indexOf('=')
      const id = (eq === -1 ? part : part.slice(0, eq)).trim()
      if (!/^[A-Za-z0-9_-]{1,64}$/.test(id))
        throw new ConfigError('AIRLOCK_PROJECTS', value, 'id=origin1|origin2;id2=...')
      const origins =
        eq === -1
          ? []
          : part
              .slice(eq + 1)
              .split(/[|,]/)
              .map((o) => o.trim())
              .filter(Boolean)
      for (const origin of origins) {
        if (!isOrigin(origin))
          throw new ConfigError(
            'AIRLOCK_PROJECTS',
            value,
            `origins like http://host:port (got ${origin})`,
          )
      }
      return { id, origins }
    })
}

function isOrigin(value: string): boolean {
  try {
    const url = new URL(value)
    return url.origin === value && (url.protocol === 'http:' || url.protocol === 'https:')
  } catch {
    return false
  }
}
