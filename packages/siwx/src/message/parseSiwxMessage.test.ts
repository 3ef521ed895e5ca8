import type { CaipNetworkId, SIWXMessageData } from '@airlock/core'
import fc from 'fast-check'
import { getAddress } from 'viem'
import { describe, expect, test } from 'vitest'
import { SiwxMessageError } from '../errors/siwx'
import { createSiwxMessage } from './createSiwxMessage'
import { parseSiwxMessage } from './parseSiwxMessage'

// SPEC §3 "SIWX message": every field survives build (viem's createSiweMessage) and parse.

const hex = fc.stringMatching(/^[0-9a-f]{40}$/)
const alnum = fc.stringMatching(/^[A-Za-z0-9]{8,32}$/)
const host = fc.stringMatching(
  /^[a-z](?:[a-z0-9-]{0,20}[a-z0-9])?\.(?:example|test)(?::[1-9][0-9]{1,4})?$/,
)
const date = fc
  .date({
    min: new Date('2000-01-01T00:00:00Z'),
    max: new Date('2099-12-31T00:00:00Z'),
    noInvalidDate: true,
  })
  .map((d) => d.toISOString())
const statement = fc.stringMatching(/^[A-Za-z0-9 ,.!?'-]{1,80}$/)
const resource = fc.stringMatching(/^https:\/\/[a-z]{1,12}\.example\/[a-z0-9]{0,12}$/)

export const siwxData: fc.Arbitrary<SIWXMessageData> = fc
  .record(
    {
      accountAddress: hex.map((h) => getAddress(`0x${h}`)),
      chainId: fc.integer({ min: 1, max: 2 ** 31 }).map((n) => `eip155:${n}` as CaipNetworkId),
      domain: host,
      uri: host.map((h) => `https://${h}/`),
      version: fc.constant('1'),
      nonce: alnum,
      statement,
      issuedAt: date,
      expirationTime: date,
      notBefore: date,
      requestId: alnum,
      resources: fc.array(resource, { minLength: 1, maxLength: 3 }),
    },
    { requiredKeys: ['accountAddress', 'chainId', 'domain', 'uri', 'version', 'nonce'] },
  )
  .map((data) => data as SIWXMessageData)

describe('createSiwxMessage / parseSiwxMessage', () => {
  test('every message round-trips through build and parse', () => {
    fc.assert(
      fc.property(siwxData, (data) => {
        const message = createSiwxMessage(data)
        const { toString: _text, ...fields } = message
        expect(fields).toMatchObject(data)
        expect(parseSiwxMessage(message.toString())).toEqual(fields)
      }),
      { numRuns: 300 },
    )
  })

  test('the text is EIP-4361', () => {
    const text = createSiwxMessage({
      accountAddress: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      chainId: 'eip155:31337',
      domain: 'app.example',
      uri: 'https://app.example',
      version: '1',
      nonce: 'abcdefgh1',
      statement: 'Sign in to the demo',
      issuedAt: '2026-01-01T00:00:00.000Z',
    }).toString()
    expect(text).toBe(
      [
        'app.example wants you to sign in with your Ethereum account:',
        '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
        '',
        'Sign in to the demo',
        '',
        'URI: https://app.example',
        'Version: 1',
        'Chain ID: 31337',
        'Nonce: abcdefgh1',
        'Issued At: 2026-01-01T00:00:00.000Z',
      ].join('\n'),
    )
  })

  test('a chain of another namespace and a text without nonce are refused', () => {
    const base = {
      accountAddress: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      domain: 'app.example',
      uri: 'https://app.example',
      version: '1',
      nonce: 'abcdefgh1',
    }
    expect(() =>
      createSiwxMessage({ ...base, chainId: 'bip122:000000000019d6689c085ae165831e93' }),
    ).toThrow(SiwxMessageError)
    const text = createSiwxMessage({ ...base, chainId: 'eip155:1' }).toString()
    expect(() => parseSiwxMessage(text.replace(/\nNonce: .*/, ''))).toThrow(SiwxMessageError)
    expect(() => parseSiwxMessage('hello')).toThrow(SiwxMessageError)
  })
})
