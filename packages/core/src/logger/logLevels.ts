import type { LogLevel } from './types'

/** The log levels, from the one that records most to the one that records nothing. */
export const LOG_LEVELS: readonly LogLevel[] = ['debug', 'info', 'warn', 'error', 'silent']
