import type * as z from 'zod/mini'
import { InvalidResponseError } from '../errors/http'

/**
 * Checks a response body against `schema`; a mismatch throws `InvalidResponseError` naming the
 * path and every wrong field, instead of a `TypeError` later in a controller. Internal.
 */
export function parseResponse<T>(schema: z.ZodMiniType<T>, body: unknown, path: string): T {
  const result = schema.safeParse(body)
  if (result.success) return result.data
  const issues = result.error.issues.map((issue) => {
    const where = issue.path.length ? issue.path.map(String).join('.') : '(body)'
    const problem = issue.code === 'invalid_type' ? `expected ${issue.expected}` : issue.message
    return `${where}: ${problem}`
  })
  throw new InvalidResponseError({ path, body, issues })
}
