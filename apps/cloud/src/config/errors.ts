import { CloudError } from '../server/CloudError'

/** An environment variable the cloud cannot use, named with the value it got. */
export class ConfigError extends CloudError {
  override name = 'ConfigError'
  constructor(variable: string, value: string, expected: string) {
    super(`${variable}=${JSON.stringify(value)} is not valid: expected ${expected}`)
  }
}
