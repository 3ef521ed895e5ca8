import { describe, expect, it } from 'vitest'
import { supportedChainsUrl } from '../src/smartAccount/supportedChainsUrl'

describe('supportedChainsUrl', () => {
  it('carries the project and the SDK type and version the cloud requires', () => {
    const url = new URL(supportedChainsUrl('http://127.0.0.1:8787', 'airlock e2e'))
    expect(url.pathname).toBe('/v1/supported-chains')
    expect(url.searchParams.get('projectId')).toBe('airlock e2e')
    expect(url.searchParams.get('st')).toBe('secure-site')
    expect(url.searchParams.get('sv')).toBe('4')
  })
})
