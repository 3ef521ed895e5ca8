import { describe, expect, test } from 'vitest'
import { mainnet } from '../networks/evm'
import { validateOptions } from './validateOptions'

const adapter = (namespace: unknown) => ({ namespace })

describe('validateOptions', () => {
  test('well-formed options have no issue', () => {
    expect(
      validateOptions({
        projectId: 'p',
        networks: [mainnet],
        adapters: [adapter('eip155'), adapter('solana')],
        apiUrl: 'http://127.0.0.1:8787',
        relayUrl: 'wss://relay.example.test',
        featuredWalletIds: ['a'],
      }),
    ).toEqual([])
  })

  test('each malformed field is named, with its path, in the order of the options', () => {
    const issues = validateOptions({
      projectId: 1,
      networks: [{ caipNetworkId: 'eip155:1' }, 'x'],
      adapters: [adapter(2)],
      apiUrl: 'not a url',
      registryUrl: 5,
      secureSiteUrl: '/relative',
      relayUrl: 'http://127.0.0.1:8789',
      featuredWalletIds: 'a',
      includeWalletIds: ['a', 3],
    })
    expect(issues).toEqual([
      { path: ['projectId'], message: '`projectId` must be a string' },
      { path: ['networks', 0, 'chainNamespace'], message: 'Each network needs a `chainNamespace`' },
      { path: ['networks', 1, 'caipNetworkId'], message: 'Each network needs a `caipNetworkId`' },
      { path: ['networks', 1, 'chainNamespace'], message: 'Each network needs a `chainNamespace`' },
      { path: ['adapters', 0, 'namespace'], message: 'Each adapter needs a `namespace`' },
      { path: ['apiUrl'], message: '`apiUrl` must be a URL' },
      { path: ['registryUrl'], message: '`registryUrl` must be a URL' },
      { path: ['secureSiteUrl'], message: '`secureSiteUrl` must be a URL' },
      { path: ['relayUrl'], message: '`relayUrl` must be a ws:// or wss:// URL' },
      { path: ['featuredWalletIds'], message: 'Wallet ids must be strings' },
      { path: ['includeWalletIds', 1], message: 'Wallet ids must be strings' },
    ])
  })

  test('a missing or non-list networks option, and a non-object, say what networks must be', () => {
    const message = '`networks` must be a list of networks'
    expect(validateOptions({})).toEqual([{ path: ['networks'], message }])
    expect(validateOptions({ networks: 'mainnet' })).toEqual([{ path: ['networks'], message }])
    expect(validateOptions(undefined)).toEqual([{ path: [], message }])
  })

  test('adapters must be a list, with at most one per namespace', () => {
    expect(validateOptions({ networks: [mainnet], adapters: {} })[0]?.message).toBe(
      '`adapters` must be a list of chain adapters',
    )
    expect(
      validateOptions({ networks: [mainnet], adapters: [adapter('eip155'), adapter('eip155')] }),
    ).toEqual([{ path: ['adapters'], message: 'Pass at most one adapter per namespace' }])
  })

  test('whole-object rules wait until every field is well formed', () => {
    const fn = async () => undefined
    const siwx = {
      createMessage: fn,
      addSession: fn,
      revokeSession: fn,
      setSessions: fn,
      getSessions: fn,
    }
    const siweConfig = {
      getNonce: fn,
      createMessage: fn,
      verifyMessage: fn,
      getSession: fn,
      signOut: fn,
    }
    expect(validateOptions({ networks: [], siwx, siweConfig })).toEqual([
      { path: ['networks'], message: '`networks` must list at least one network' },
    ])
    expect(validateOptions({ networks: [mainnet], siwx: {}, siweConfig })).toEqual([
      { path: ['siwx', 'createMessage'], message: '`siwx.createMessage` must be a function' },
      { path: ['siwx', 'addSession'], message: '`siwx.addSession` must be a function' },
      { path: ['siwx', 'revokeSession'], message: '`siwx.revokeSession` must be a function' },
      { path: ['siwx', 'setSessions'], message: '`siwx.setSessions` must be a function' },
      { path: ['siwx', 'getSessions'], message: '`siwx.getSessions` must be a function' },
    ])
    expect(validateOptions({ networks: [mainnet], siwx, siweConfig })).toEqual([
      {
        path: ['siweConfig'],
        message: '`siwx` and `siweConfig` cannot be used together: pass only `siwx`',
      },
    ])
  })

  test('terms and privacy links are http(s) pages only: never javascript: or data:', () => {
    expect(
      validateOptions({
        networks: [mainnet],
        termsConditionsUrl: 'https://example.test/terms',
        privacyPolicyUrl: 'http://127.0.0.1:5173/privacy',
      }),
    ).toEqual([])
    expect(
      validateOptions({
        networks: [mainnet],
        termsConditionsUrl: 'javascript:alert(1)',
        privacyPolicyUrl: 'data:text/html,<b>x</b>',
      }),
    ).toEqual([
      {
        path: ['termsConditionsUrl'],
        message: '`termsConditionsUrl` must be an http:// or https:// URL',
      },
      {
        path: ['privacyPolicyUrl'],
        message: '`privacyPolicyUrl` must be an http:// or https:// URL',
      },
    ])
    expect(validateOptions({ networks: [mainnet], privacyPolicyUrl: '/privacy' })).toHaveLength(1)
  })
})
