import { describe, expect, it } from 'vitest'
import { InvalidProjectsError } from '../errors/InvalidProjectsError'
import { StoreError } from '../errors/StoreError'
import { parseProjects } from './parseProjects'

describe('parseProjects', () => {
  it('reads ids and origins separated by | or , (what the cloud and the secure site accepted)', () => {
    expect(
      parseProjects(
        ' shop = https://shop.example|http://127.0.0.1:3000 ; cli= ;demo=http://localhost:5173,http://127.0.0.1:5173;',
      ),
    ).toEqual([
      { id: 'shop', origins: ['https://shop.example', 'http://127.0.0.1:3000'] },
      { id: 'cli', origins: [] },
      { id: 'demo', origins: ['http://localhost:5173', 'http://127.0.0.1:5173'] },
    ])
    expect(parseProjects('bare')).toEqual([{ id: 'bare', origins: [] }])
    expect(parseProjects('')).toEqual([])
  })

  it.each([
    ['bad id=http://x', 'with ids of letters, digits, - and _'],
    [`${'x'.repeat(65)}=http://x`, 'with ids of letters, digits, - and _'],
    ['shop=http://x/path', 'origins like http://host:port (got http://x/path)'],
    ['shop=ftp://x', 'origins like http://host:port (got ftp://x)'],
    ['shop=not a url', 'origins like http://host:port (got not a url)'],
  ])('rejects %s, naming the variable, the value and what was expected', (value, expected) => {
    let error: unknown
    try {
      parseProjects(value)
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(InvalidProjectsError)
    expect(error).toBeInstanceOf(StoreError)
    expect((error as InvalidProjectsError).message).toBe(
      `AIRLOCK_PROJECTS=${JSON.stringify(value)} is not valid: expected ${(error as InvalidProjectsError).expected}`,
    )
    expect((error as InvalidProjectsError).expected).toContain(expected)
    expect((error as InvalidProjectsError).value).toBe(value)
  })
})

it("throws the caller's own error class, with the same words", () => {
  class ConfigError extends Error {
    constructor(variable: string, value: string, expected: string) {
      super(`${variable}=${JSON.stringify(value)} is not valid: expected ${expected}`)
    }
  }
  expect(() => parseProjects('shop=http://x/path', ConfigError)).toThrow(
    new ConfigError(
      'AIRLOCK_PROJECTS',
      'shop=http://x/path',
      'origins like http://host:port (got http://x/path)',
    ),
  )
  expect(() => parseProjects('shop=http://x/path', ConfigError)).toThrow(ConfigError)
})
