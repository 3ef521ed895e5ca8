import fc from 'fast-check'
import { expect, test } from 'vitest'
import { appPayloadSamples, replyPayloadSamples } from '../test/samples'
import { APP_EVENT_NAMES } from './constants'
import { createAppEvent } from './createAppEvent'
import { createFrameSuccess } from './createFrameReply'
import { parseAppEvent } from './parseAppEvent'
import { parseFrameEvent } from './parseFrameEvent'

// Both parsers take anything and never throw; what they accept is a fixed point (reading it
// again gives the same event), so nothing unchecked can slip through a second hop.

const anything = fc.anything({
  withBigInt: true,
  withDate: true,
  withMap: true,
  withSet: true,
  withNullPrototype: true,
  withTypedArray: true,
  withSparseArray: true,
  withBoxedValues: true,
  withObjectString: true,
})

test('parseAppEvent and parseFrameEvent never throw on arbitrary data', () => {
  fc.assert(
    fc.property(anything, (data) => {
      expect(() => parseAppEvent(data)).not.toThrow()
      expect(() => parseFrameEvent(data)).not.toThrow()
    }),
    { numRuns: 3000 },
  )
}, 120_000)

test('a valid event with one field replaced by arbitrary data is refused or still valid', () => {
  const name = fc.constantFrom(...APP_EVENT_NAMES)
  fc.assert(
    fc.property(name, fc.constantFrom('type', 'id', 'payload'), anything, (event, key, value) => {
      const app = {
        ...createAppEvent(event, 'abc', appPayloadSamples[event] as never),
        [key]: value,
      }
      const parsedApp = parseAppEvent(app)
      if (parsedApp) expect(parseAppEvent(parsedApp)).toEqual(parsedApp)
      const reply = {
        ...createFrameSuccess(event, 'abc', replyPayloadSamples[event] as never),
        [key]: value,
      }
      const parsedReply = parseFrameEvent(reply)
      if (parsedReply) expect(parseFrameEvent(parsedReply)).toEqual(parsedReply)
      // A changed type can only be accepted if it is still a type of its own side.
      if (parsedApp) expect(parsedApp.type.startsWith('@w3m-app/')).toBe(true)
      if (parsedReply) expect(parsedReply.type.startsWith('@w3m-frame/')).toBe(true)
    }),
    { numRuns: 3000 },
  )
}, 120_000)
