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

  it('reads AIRLOCK_UPSTREAM_RPC_URLS: listed chains get their upstream, the others stay local', () => {
    const config = loadConfig({
      AIRLOCK_UPSTREAM_RPC_URLS: ' 8453=https://base.example/v2/key , ',
      AIRLOCK_SEED_UPSTREAM: '1',
    })
    expect(config.chains).toEqual([
      { chainId: 1, port: 8545 },
      { chainId: 8453, port: 8546, upstreamUrl: 'https://base.example/v2/key' },
    ])
    expect(config.seedUpstream).toBe(true)
    const both = loadConfig({
      AIRLOCK_UPSTREAM_RPC_URLS: '1=http://127.0.0.1:9545,8453=http://127.0.0.1:9546',
    })
    expect(both.chains.map((c) => c.upstreamUrl)).toEqual([
      'http://127.0.0.1:9545',
      'http://127.0.0.1:9546',
    ])
    expect(both.seedUpstream).toBeUndefined()
    expect(loadConfig({}).chains.some((c) => 'upstreamUrl' in c)).toBe(false)
  })

  it.each([
    ['1=ws://127.0.0.1:9545', 'not an http or https URL'],
    ['1=127.0.0.1:9545', 'not an http or https URL'],
    ['1=https://user:secret@rpc.example', 'user:password@ in a URL is not supported'],
    ['1=', 'is not chainId=url'],
    ['eth=http://127.0.0.1:9545', 'is not chainId=url'],
    ['1:http://127.0.0.1:9545', 'is not chainId=url'],
    ['1=http://127.0.0.1:9545,1=http://127.0.0.1:9546', 'chain 1 is listed twice'],
    ['10=http://127.0.0.1:9545', 'chain 10 is not configured; the chains are 1, 8453'],
  ])('refuses AIRLOCK_UPSTREAM_RPC_URLS=%s in one line (%s)', (value, why) => {
    let message = ''
    try {
      loadConfig({ AIRLOCK_UPSTREAM_RPC_URLS: value })
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError)
      message = (error as Error).message
    }
    expect(message).toContain('AIRLOCK_UPSTREAM_RPC_URLS=')
    expect(message).toContain(why)
    expect(message).not.toContain('\n')
  })

  it('keeps keys out of AIRLOCK_UPSTREAM_RPC_URLS errors: credentials, paths and queries are cut', () => {
    expect(() =>
      loadConfig({
        AIRLOCK_UPSTREAM_RPC_URLS:
          '1=https://user:secret@rpc.example,8453=https://base.example/v2/KEY?k=KEY2,1=http://x:1',
      }),
    ).toThrow(
      'AIRLOCK_UPSTREAM_RPC_URLS="1=https://rpc.example,8453=https://base.example/…,1=http://x:1" is not valid',
    )
  })

  it('checks upstream chain ids against AIRLOCK_CHAIN_PORTS, and AIRLOCK_SEED_UPSTREAM is 0 or 1', () => {
    expect(
      loadConfig({
        AIRLOCK_CHAIN_PORTS: '10:9545',
        AIRLOCK_UPSTREAM_RPC_URLS: '10=http://127.0.0.1:9000',
      }).chains,
    ).toEqual([{ chainId: 10, port: 9545, upstreamUrl: 'http://127.0.0.1:9000' }])
    expect(() =>
      loadConfig({
        AIRLOCK_UPSTREAM_RPC_URLS: '8453=http://127.0.0.1:1',
        AIRLOCK_CHAIN_PORTS: '1:8545',
      }),
    ).toThrow('chain 8453 is not configured')
    expect(() => loadConfig({ AIRLOCK_SEED_UPSTREAM: 'yes' })).toThrow('AIRLOCK_SEED_UPSTREAM')
    expect(loadConfig({ AIRLOCK_SEED_UPSTREAM: '0' }).seedUpstream).toBeUndefined()
  })
})
