import { StoreError } from './StoreError'

/**
 * An environment variable `parseProjects` cannot use, named with the value it got: the same
 * words (and constructor) as the apps' `ConfigError`, which they pass to `parseProjects` instead.
 *
 * @example
 * parseProjects('bad id=http://x') // throws InvalidProjectsError:
 * // AIRLOCK_PROJECTS="bad id=http://x" is not valid: expected id=origin1|origin2;id2=... with ...
 */
export class InvalidProjectsError extends StoreError {
  override name = 'InvalidProjectsError'
  readonly variable: string
  readonly value: string
  readonly expected: string
  constructor(variable: string, value: string, expected: string) {
    super(`${variable}=${JSON.stringify(value)} is not valid: expected ${expected}`)
    this.variable = variable
    this.value = value
    this.expected = expected
  }
}
