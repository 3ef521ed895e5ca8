import { describe, expect, it } from 'vitest'
import { ConfigError } from './errors'
import { loadConfig } from './loadConfig'

describe('loadConfig', () => {
  it('defaults to loopback, port 8787, two chains and the repo .airlock folder', () => {
    const config = loadConfig({})
    expect(config.host).toBe('127.0.0.1')
    expect(config.port).toBe(8787)
    expect(config.relayPort).toBe(8789)
    expect(config.publicUrl).toBe('http://127.0.0.1:8787')
    expect(config.chains).toEqual([
      { chainId: 1, port: 8545 },
      { chainId: 8453, port: 8546 },
    ])
    expect(config.dataDir).toMatch(/\.airlock[/\\]cloud$/)
    expect(config.databaseUrl).toBeUndefined()
    expect(config.projects).toEqual([])
  })

  it('reads every variable', () => {
    const config = loadConfig({
      AIRLOCK_CLOUD_PORT: '9001',
      AIRLOCK_RELAY_PORT: '9789',
      AIRLOCK_DATA_DIR: '/srv/airlock',
      DATABASE_URL: 'postgres://u@127.0.0.1/db',
      AIRLOCK_CHAIN_PORTS: '1:9545, 10:9546',
      AIRLOCK_PROJECTS: 'shop=https://shop.example|http://127.0.0.1:3000;cli=',
    })
    expect(config.port).toBe(9001)
    expect(config.relayPort).toBe(9789)
    expect(config.publicUrl).toBe('http://127.0.0.1:9001')
    expect(config.dataDir).toBe('/srv/airlock')
    expect(config.databaseUrl).toBe('postgres://u@127.0.0.1/db')
    expect(config.chains).toEqual([
      { chainId: 1, port: 9545 },
      { chainId: 10, port: 9546 },
    ])
    expect(config.projects).toEqual([
      { id: 'shop', origins: ['https://shop.example', 'http://127.0.0.1:3000'] },
      { id: 'cli', origins: [] },
    ])
  })

  it.each([
    ['AIRLOCK_CLOUD_PORT', 'eighty'],
    ['AIRLOCK_CLOUD_PORT', '70000'],
    ['AIRLOCK_RELAY_PORT', '-1'],
    ['AIRLOCK_CHAIN_PORTS', '1=8545'],
    ['AIRLOCK_CHAIN_PORTS', '1:8545,1:8546'],
    ['AIRLOCK_PROJECTS', 'bad id=http://x'],
    ['AIRLOCK_PROJECTS', 'shop=http://x/path'],
  ])('rejects %s=%s naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(name)
  })

  it('accepts commas between origins too, and throws its own ConfigError for bad projects', () => {
    expect(loadConfig({ AIRLOCK_PROJECTS: 'shop=http://a:1,http://b:2' }).projects).toEqual([
      { id: 'shop', origins: ['http://a:1', 'http://b:2'] },
    ])
    expect(() => loadConfig({ AIRLOCK_PROJECTS: 'shop=http://x/path' })).toThrow(
      new ConfigError(
        'AIRLOCK_PROJECTS',
        'shop=http://x/path',
        'origins like http://host:port (got http://x/path)',
      ),
    )
    expect(() => loadConfig({ AIRLOCK_PROJECTS: 'bad id' })).toThrow(ConfigError)
  })
})
