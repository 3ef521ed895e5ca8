import { SecureSiteError } from './SecureSiteError'

/** An environment variable the secure site cannot use, named with the value it got. */
export class ConfigError extends SecureSiteError {
  override name = 'ConfigError'
  constructor(variable: string, value: string, expected: string) {
    super(`${variable}=${JSON.stringify(value)} is not valid: expected ${expected}`, 500)
  }
}
