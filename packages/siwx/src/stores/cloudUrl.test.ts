import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { cloudUrl, SIWX_SDK } from './cloudUrl'

const packageJson = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'))

describe('cloudUrl', () => {
  test('reports this package as its version, not a copy a release would leave behind', () => {
    expect(SIWX_SDK).toEqual({ st: 'airlock', sv: `siwx-${packageJson.version}` })
  })

  test('adds the project id and the SDK parameters to the route', () => {
    const url = new URL(cloudUrl('http://127.0.0.1:8787', '/v1/siwx/nonces', 'demo'))
    expect(url.origin + url.pathname).toBe('http://127.0.0.1:8787/v1/siwx/nonces')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      projectId: 'demo',
      st: 'airlock',
      sv: `siwx-${packageJson.version}`,
    })
  })
})
