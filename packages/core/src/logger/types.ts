/** How much the logger records, from most to least: `debug`, `info`, `warn`, `error`, or `silent`. */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent'

/** One recorded line of the log buffer. */
export type LogEntry = {
  /** Milliseconds since epoch. */
  time: number
  level: Exclude<LogLevel, 'silent'>
  /** The message, then each detail (errors as `Name: message`), joined by spaces. */
  message: string
}

/** Where entries at or above the level are echoed; `console` by default. */
export type LogSink = Pick<Console, 'debug' | 'info' | 'warn' | 'error'>

/** The instance's logger: leveled, echoing to the console and keeping a bounded buffer. */
export type Logger = {
  debug(message: string, ...details: unknown[]): void
  info(message: string, ...details: unknown[]): void
  warn(message: string, ...details: unknown[]): void
  error(message: string, ...details: unknown[]): void
  /** The current level. */
  readonly level: LogLevel
  setLevel(level: LogLevel): void
  /** The buffered entries, oldest first. */
  getEntries(): LogEntry[]
  /** The buffer as text: one JSON object per line, oldest first (what a support request needs). */
  getLogs(): string
  /** Empties the buffer. */
  clear(): void
}
