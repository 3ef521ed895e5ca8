import { describe, expect, test, vi } from 'vitest'
import { DEFAULT_LOG_LEVEL, LOG_BUFFER_BYTES } from '../constants/limits'
import { ValidationError } from '../errors/validation'
import { createLogger } from './createLogger'
import type { LogSink } from './types'

function recordingSink(): LogSink & { calls: [string, unknown[]][] } {
  const calls: [string, unknown[]][] = []
  const at =
    (level: string) =>
    (...args: unknown[]) =>
      void calls.push([level, args])
  return { calls, debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') }
}

const byteLength = (text: string) => new TextEncoder().encode(text).length

describe('createLogger', () => {
  test('SPEC.md §9: the buffer is 1,024,000 bytes and the default level is error', () => {
    expect(LOG_BUFFER_BYTES).toBe(1024000)
    expect(DEFAULT_LOG_LEVEL).toBe('error')
    const logger = createLogger({ sink: null })
    expect(logger.level).toBe('error')
    logger.warn('not kept')
    logger.error('kept')
    expect(logger.getEntries().map((entry) => entry.message)).toEqual(['kept'])
  })

  test('records and echoes only calls at or above the level, which the dapp can change', () => {
    const sink = recordingSink()
    const logger = createLogger({ level: 'info', sink, now: () => 7 })
    logger.debug('d')
    logger.info('i', { chainId: 1 })
    logger.warn('w')
    logger.error('e', new Error('boom'))
    expect(logger.getEntries()).toEqual([
      { time: 7, level: 'info', message: 'i {"chainId":1}' },
      { time: 7, level: 'warn', message: 'w' },
      { time: 7, level: 'error', message: 'e Error: boom' },
    ])
    expect(sink.calls.map(([level]) => level)).toEqual(['info', 'warn', 'error'])
    logger.setLevel('debug')
    logger.debug('now kept')
    logger.setLevel('silent')
    logger.error('silenced')
    expect(logger.getEntries().map((entry) => entry.message)).toEqual([
      'i {"chainId":1}',
      'w',
      'e Error: boom',
      'now kept',
    ])
    expect(sink.calls).toHaveLength(4)
  })

  test('an Airlock error is logged by its short message; unserialisable details do not throw', () => {
    const logger = createLogger({ sink: null, level: 'debug' })
    const circular: Record<string, unknown> = {}
    circular.self = circular
    logger.error('failed', new ValidationError({ issues: [] }), circular, 10n)
    const [entry] = logger.getEntries()
    expect(entry?.message).toMatch(/^failed ValidationError: \S.* \[object Object\] 10$/)
  })

  test('getLogs is one JSON line per entry, oldest first', () => {
    const logger = createLogger({ sink: null, now: () => 1 })
    logger.error('a')
    logger.error('b "quoted"')
    expect(logger.getLogs()).toBe(
      '{"time":1,"level":"error","message":"a"}\n{"time":1,"level":"error","message":"b \\"quoted\\""}\n',
    )
    expect(
      logger
        .getLogs()
        .split('\n')
        .slice(0, -1)
        .map((line) => JSON.parse(line)),
    ).toEqual(logger.getEntries())
  })

  test('the buffer holds exactly 1,024,000 bytes at most, dropping the oldest entries first', () => {
    const logger = createLogger({ sink: null, now: () => 1 })
    // Each line is `{"time":1,"level":"error","message":"<n padded>"}\n`: 1,000 bytes exactly.
    const overhead = byteLength('{"time":1,"level":"error","message":""}\n')
    const message = (n: number) => String(n).padStart(1000 - overhead, '0')
    for (let n = 0; n < 1024; n += 1) logger.error(message(n))
    expect(byteLength(logger.getLogs())).toBe(1024000)
    expect(logger.getEntries()).toHaveLength(1024)
    logger.error(message(1024))
    expect(byteLength(logger.getLogs())).toBe(1024000)
    const entries = logger.getEntries()
    expect(entries).toHaveLength(1024)
    expect(entries[0]?.message).toBe(message(1))
    expect(entries.at(-1)?.message).toBe(message(1024))
    // A longer entry drops as many old ones as it needs, and no more.
    logger.error('x'.repeat(2500 - overhead))
    expect(logger.getEntries()).toHaveLength(1024 - 2)
    expect(logger.getEntries()[0]?.message).toBe(message(4))
    expect(byteLength(logger.getLogs())).toBe(1024000 - 500)
  })

  test('keeps the bound over many more entries than fit (multi-byte text too)', () => {
    const logger = createLogger({ sink: null, maxBytes: 10_000 })
    for (let n = 0; n < 5_000; n += 1) logger.error(`entrée ${n} ✓`)
    const logs = logger.getLogs()
    expect(byteLength(logs)).toBeLessThanOrEqual(10_000)
    expect(byteLength(logs)).toBeGreaterThan(10_000 - 100)
    expect(logger.getEntries().at(-1)?.message).toBe('entrée 4999 ✓')
  })

  test('an entry larger than the whole buffer keeps its start and fits', () => {
    const logger = createLogger({ sink: null, maxBytes: 200 })
    logger.error('old')
    logger.error('€'.repeat(500))
    const entries = logger.getEntries()
    expect(entries.at(-1)?.message.startsWith('€€€')).toBe(true)
    expect(byteLength(JSON.stringify(entries.at(-1)))).toBeGreaterThan(150)
    expect(byteLength(logger.getLogs())).toBeLessThanOrEqual(200)
  })

  test('clear empties the buffer; the default sink is the console', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const logger = createLogger()
    logger.error('to the console', 1)
    expect(spy).toHaveBeenCalledWith('to the console', 1)
    spy.mockRestore()
    logger.clear()
    expect(logger.getLogs()).toBe('')
  })
})
