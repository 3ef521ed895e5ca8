import { describe, expect, it } from 'vitest'
import { ServicesError } from './errors/ServicesError'
import { parseServicesArgs } from './parseServicesArgs'

describe('parseServicesArgs', () => {
  it('leaves every default to startServices when given nothing', () => {
    expect(parseServicesArgs([])).toEqual({})
  })

  it('reads the project, repeated origins, the data folder and a port offset', () => {
    const options = parseServicesArgs([
      '--project',
      'shop',
      '--origin',
      'http://127.0.0.1:3000/',
      '--origin',
      'https://shop.example',
      '--data-dir',
      'data',
      '--port-offset',
      '100',
    ])
    expect(options).toMatchObject({
      projectId: 'shop',
      origins: ['http://127.0.0.1:3000', 'https://shop.example'],
      dataDir: 'data',
      ports: { cloud: 8887, secureSite: 8888, relay: 8889, mail: 8125 },
    })
  })

  it('answers help', () => {
    expect(parseServicesArgs(['--help'])).toBe('help')
    expect(parseServicesArgs(['-h'])).toBe('help')
  })

  it.each([
    [['--bogus'], /Unknown option '--bogus'/],
    [['--origin', 'localhost:5173'], /--origin must be a URL/],
    [['--origin', 'http://localhost:5173/app'], /no path/],
    [['--project', 'a b'], /--project must be/],
    [['--port-offset', '1.5'], /--port-offset must be/],
    [['extra'], /positional/i],
  ])('rejects %j with a clear message', (args, message) => {
    expect(() => parseServicesArgs(args)).toThrow(ServicesError)
    expect(() => parseServicesArgs(args)).toThrow(message)
  })
})
