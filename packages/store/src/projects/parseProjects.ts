import { InvalidProjectsError } from '../errors/InvalidProjectsError'

/** One entry of `AIRLOCK_PROJECTS`: a project id and the browser origins it may call from. */
export type ParsedProject = { id: string; origins: string[] }

/** An app's own configuration error, built as `new ErrorClass(variable, value, expected)`. */
export type ConfigErrorClass = new (variable: string, value: string, expected: string) => Error

/**
 * Parses `AIRLOCK_PROJECTS`, read by the local cloud and the secure site alike:
 * `id=origin1|origin2;id2=origin3`. Origins may also be separated by commas
 * (`id=origin1,origin2`). An id with no origins (`id=`) accepts calls without an `Origin` header
 * only (servers, scripts). A bad value throws `ErrorClass` (default `InvalidProjectsError`), so each
 * app throws its own `ConfigError`: `AIRLOCK_PROJECTS="..." is not valid: expected ...`.
 *
 * @example
 * parseProjects('shop=https://shop.example|http://127.0.0.1:3000;cli=', ConfigError)
 * // [{ id: 'shop', origins: ['https://shop.example', 'http://127.0.0.1:3000'] }, { id: 'cli', origins: [] }]
 */
export function parseProjects(
  value: string,
  ErrorClass: ConfigErrorClass = InvalidProjectsError,
): ParsedProject[] {
  return value
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => {
      const eq = part.indexOf('=')
      const id = (eq === -1 ? part : part.slice(0, eq)).trim()
      if (!/^[A-Za-z0-9_-]{1,64}$/.test(id))
        throw new ErrorClass(
          'AIRLOCK_PROJECTS',
          value,
          'id=origin1|origin2;id2=... with ids of letters, digits, - and _',
        )
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
          throw new ErrorClass(
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
