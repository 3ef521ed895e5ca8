import type { AirlockCore } from '../createAirlockCore'
import { ValidationError } from '../errors/validation'
import { LOG_LEVELS } from '../logger/logLevels'
import type { LogLevel } from '../logger/types'

/**
 * Changes what Airlock logs from now on: `debug`, `info`, `warn`, `error` (the default) or
 * `silent`. Entries already kept stay in the buffer.
 *
 * @example
 * setLogLevel(airlock.core, 'debug') // while reproducing a problem for a support request
 */
export function setLogLevel(core: AirlockCore, level: LogLevel): void {
  if (!LOG_LEVELS.includes(level))
    throw new ValidationError({
      issues: [
        { path: ['logLevel'], message: `\`logLevel\` must be one of ${LOG_LEVELS.join(', ')}` },
      ],
    })
  core.logger.setLevel(level)
}
