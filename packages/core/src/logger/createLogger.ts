import { DEFAULT_LOG_LEVEL, LOG_BUFFER_BYTES } from '../constants/limits'
import { describeLogDetail } from './describeLogDetail'
import type { LogEntry, Logger, LogLevel, LogSink } from './types'

export type CreateLoggerParameters = {
  /** Default `error`: only errors are recorded and echoed. */
  level?: LogLevel | undefined
  /** Bytes the buffer holds at most (UTF-8, one JSON line per entry). Default 1,024,000. */
  maxBytes?: number | undefined
  /** Where recorded entries are echoed. Default `console`; `null` echoes nothing. */
  sink?: LogSink | null | undefined
  /** The clock, for tests. Default `Date.now`. */
  now?: (() => number) | undefined
}

export type CreateLoggerReturnType = Logger

const RANK: Record<LogLevel, number> = { debug: 0, info: 1, warn: 2, error: 3, silent: 4 }

/**
 * A leveled logger with a bounded buffer: calls at or above the level are echoed to the console
 * and kept as one JSON line each, and when the lines would pass 1,024,000 bytes the oldest are
 * dropped first. Every Airlock instance has one (`core.logger`); `getLogs(core)` reads it.
 *
 * @example
 * const logger = createLogger({ level: 'warn' })
 * logger.warn('Airlock: the session did not connect', new Error('timeout'))
 * logger.getLogs() // '{"time":1767225600000,"level":"warn","message":"Airlock: ..."}\n'
 */
export function createLogger(parameters: CreateLoggerParameters = {}): CreateLoggerReturnType {
  const maxBytes = parameters.maxBytes ?? LOG_BUFFER_BYTES
  const sink = parameters.sink === undefined ? globalThis.console : parameters.sink
  const now = parameters.now ?? Date.now
  const encoder = new TextEncoder()
  let level: LogLevel = parameters.level ?? DEFAULT_LOG_LEVEL
  let lines: { entry: LogEntry; line: string; bytes: number }[] = []
  let first = 0
  let bytes = 0

  function record(entryLevel: LogEntry['level'], message: string, details: unknown[]): void {
    if (RANK[entryLevel] < RANK[level]) return
    sink?.[entryLevel](message, ...details)
    const text = [message, ...details.map(describeLogDetail)].join(' ')
    let entry: LogEntry = { time: now(), level: entryLevel, message: text }
    let line = `${JSON.stringify(entry)}\n`
    let size = encoder.encode(line).length
    if (size > maxBytes) {
      // One entry larger than the whole buffer keeps the longest start that fits.
      let low = 0
      let high = text.length
      while (low < high) {
        const middle = Math.ceil((low + high) / 2)
        const candidate = `${JSON.stringify({ ...entry, message: text.slice(0, middle) })}\n`
        if (encoder.encode(candidate).length <= maxBytes) low = middle
        else high = middle - 1
      }
      entry = { ...entry, message: text.slice(0, low) }
      line = `${JSON.stringify(entry)}\n`
      size = encoder.encode(line).length
    }
    if (size > maxBytes) return
    lines.push({ entry, line, bytes: size })
    bytes += size
    while (bytes > maxBytes) {
      const dropped = lines[first]
      if (!dropped) break
      bytes -= dropped.bytes
      first += 1
    }
    // Compact now and then, so dropping stays O(1) and the array does not grow forever.
    if (first > 1024 && first * 2 > lines.length) {
      lines = lines.slice(first)
      first = 0
    }
  }

  return {
    debug: (message, ...details) => record('debug', message, details),
    info: (message, ...details) => record('info', message, details),
    warn: (message, ...details) => record('warn', message, details),
    error: (message, ...details) => record('error', message, details),
    get level() {
      return level
    },
    setLevel(next) {
      level = next
    },
    getEntries: () => lines.slice(first).map(({ entry }) => ({ ...entry })),
    getLogs: () =>
      lines
        .slice(first)
        .map(({ line }) => line)
        .join(''),
    clear() {
      lines = []
      first = 0
      bytes = 0
    },
  }
}
