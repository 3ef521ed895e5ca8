import { expect, test } from 'vitest'
import { HttpError } from '../server/errors'
import { decodeHistoryCursor } from './decodeHistoryCursor'
import { encodeHistoryCursor } from './encodeHistoryCursor'

test('a cursor reads back as the position it was made from', () => {
  const position = {
    minedAt: 1_763_000_000,
    chainId: 8453,
    blockNumber: 123_456_789_012n,
    txIndex: 3,
  }
  const cursor = encodeHistoryCursor(position)
  expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/)
  expect(decodeHistoryCursor(cursor)).toEqual(position)
})

test.each([
  ['not base64url', 'abc$%'],
  ['not JSON', Buffer.from('hello').toString('base64url')],
  ['wrong arity', Buffer.from('[1,2,3]').toString('base64url')],
  ['negative index', Buffer.from('[1,1,"2",-1]').toString('base64url')],
  ['block not a string', Buffer.from('[1,1,2,0]').toString('base64url')],
  ['too long', 'a'.repeat(500)],
])('a cursor that is %s answers 400 Invalid cursor', (_, cursor) => {
  try {
    decodeHistoryCursor(cursor)
    expect.unreachable()
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError)
    expect((error as HttpError).status).toBe(400)
    expect((error as HttpError).message).toBe('Invalid cursor')
  }
})
