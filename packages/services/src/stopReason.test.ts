import { expect, it } from 'vitest'
import { signalGraceMs, stopReason } from './stopReason'

const crash = { name: 'the mail catcher', code: 0, log: '[mail] SIGTERM: stopping\n' }
const after = <T>(ms: number, value: T) =>
  new Promise<T>((done) => setTimeout(() => done(value), ms))
const never = new Promise<never>(() => {})

it('stops on a signal', async () => {
  expect(await stopReason(after(0, 'SIGTERM'), never)).toEqual({ signal: 'SIGTERM' })
})

it('takes a service that exits just before the signal reaches the command as a signal', async () => {
  // Ctrl-C in a terminal signals the whole process group: the mail catcher was gone first.
  expect(await stopReason(after(50, 'SIGINT'), after(0, crash))).toEqual({ signal: 'SIGINT' })
})

it('reports a service that exits with no signal after it, once the grace has passed', async () => {
  const started = Date.now()
  expect(await stopReason(never, after(0, crash))).toEqual({ failed: crash })
  expect(Date.now() - started).toBeGreaterThanOrEqual(signalGraceMs - 5)
})

it('reports the exit when the signal comes only after the grace', async () => {
  expect(await stopReason(after(80, 'SIGTERM'), after(0, crash), 20)).toEqual({ failed: crash })
})
