import type { AirlockCore } from '../createAirlockCore'

/**
 * What Airlock has logged on this page at or above its log level (`error` unless the dapp set
 * another), as text to attach to a support request: one JSON object per line, oldest first, at
 * most 1,024,000 bytes (the oldest lines go first).
 *
 * @example
 * const report = new Blob([getLogs(airlock.core)], { type: 'text/plain' })
 */
export function getLogs(core: AirlockCore): string {
  return core.logger.getLogs()
}
