import { describe, expect, test } from 'vitest'
import { ErrorMessages } from '../errors/messages'
import { en, type MessageCatalogue } from './en'
import { formatMessage } from './formatMessage'

describe('English catalogue', () => {
  // The catalogue and the error catalogue must say the same words (SPEC.md §8).
  test.each([
    [
      'tokenBalanceUnavailable',
      ErrorMessages.TOKEN_BALANCE_UNAVAILABLE,
      'Token Balance Unavailable',
    ],
    ['transactionStarted', ErrorMessages.TRANSACTION_STARTED, 'Transaction started'],
    ['somethingWentWrong', ErrorMessages.SOMETHING_WENT_WRONG, 'Something went wrong'],
    [
      'failedToSendTransaction',
      ErrorMessages.FAILED_TO_SEND_TRANSACTION,
      'Failed to send transaction. Please try again.',
    ],
    [
      'invalidAmountOrReceiver',
      ErrorMessages.INVALID_AMOUNT_OR_RECEIVER,
      'Please enter a valid amount and receiver address',
    ],
    [
      'authInitializationFailed',
      ErrorMessages.AUTH_INITIALIZATION_FAILED,
      'A problem occurred while trying initialize authentication',
    ],
    ['signatureDeclined', ErrorMessages.SIGNATURE_DECLINED, 'Signature declined'],
    [
      'smartAccountsNotSupported',
      ErrorMessages.SMART_ACCOUNTS_NOT_SUPPORTED,
      'This application might not support Smart Accounts',
    ],
    ['authenticating', ErrorMessages.AUTHENTICATING, 'Authenticating...'],
    [
      'invalidAppConfiguration',
      ErrorMessages.INVALID_APP_CONFIGURATION,
      'Invalid App Configuration',
    ],
    [
      'pleaseTryAgainAfter',
      ErrorMessages.PLEASE_TRY_AGAIN_AFTER,
      'Please try again after {seconds} seconds',
    ],
    ['socialsTimeout', ErrorMessages.SOCIALS_TIMEOUT, 'SOCIALS_TIMEOUT'],
    ['networkNotFound', ErrorMessages.NETWORK_NOT_FOUND_ALERT, 'Network Not Found'],
    ['sessionExpired', ErrorMessages.SESSION_EXPIRED, 'Session Expired'],
    ['invalidProjectId', ErrorMessages.INVALID_PROJECT_ID, 'Invalid Project ID'],
    [
      'projectIdNotConfigured',
      ErrorMessages.PROJECT_ID_NOT_CONFIGURED,
      'Project ID Not Configured',
    ],
    ['switchNetworkNotFound', ErrorMessages.SWITCH_NETWORK_NOT_FOUND, 'switch network not found'],
    ['actionNotAllowed', ErrorMessages.ACTION_NOT_ALLOWED, 'Action not allowed'],
    ['unsupportedChain', ErrorMessages.UNSUPPORTED_CHAIN, 'Unsupported chain'],
    ['chainNotSupported', ErrorMessages.CHAIN_NOT_SUPPORTED, 'Chain is not supported'],
    ['errorRegisteringName', ErrorMessages.ERROR_REGISTERING_NAME, 'Error registering name {name}'],
  ] as const)('%s', (id, errorMessage, literal) => {
    expect(en[id]).toBe(literal)
    expect(en[id]).toBe(errorMessage)
  })

  test.each([
    ['required', 'Required'],
    ['invalidInput', 'Invalid input'],
    ['invalidEmail', 'Invalid email'],
    ['connectWalletTitle', 'Connect Wallet'],
    ['allWalletsTitle', 'All Wallets'],
    ['accountTitle', 'Account'],
    ['networksTitle', 'Networks'],
    ['switchNetworkTitle', 'Switch Network'],
    ['tokensTab', 'Tokens'],
    ['nftsTab', 'NFTs'],
    ['activityTab', 'Activity'],
  ] as const)('%s is %j', (id, literal) => {
    expect(en[id]).toBe(literal)
  })

  test('every message is non-empty ASCII', () => {
    for (const message of Object.values(en)) expect(message).toMatch(/^[\x20-\x7e]+$/)
  })

  test('a locale must provide every key (type-level)', () => {
    // @ts-expect-error a catalogue missing keys is not a MessageCatalogue
    const partial: MessageCatalogue = { required: 'Obligatoire' }
    expect(partial).toBeDefined()
  })
})

describe('formatMessage', () => {
  test('returns the message as is without params', () => {
    expect(formatMessage(en, 'tokensTab')).toBe('Tokens')
    expect(formatMessage(en, 'pleaseTryAgainAfter')).toBe(
      'Please try again after {seconds} seconds',
    )
  })

  test.each([
    ['pleaseTryAgainAfter', { seconds: 12 }, 'Please try again after 12 seconds'],
    ['errorRegisteringName', { name: 'alice.airlock' }, 'Error registering name alice.airlock'],
    ['errorRegisteringName', {}, 'Error registering name {name}'],
    ['errorRegisteringName', { other: 'x' }, 'Error registering name {name}'],
    ['errorRegisteringName', { name: '$&{name}' }, 'Error registering name $&{name}'],
  ] as const)('%s with %j', (id, params, expected) => {
    expect(formatMessage(en, id, params)).toBe(expected)
  })

  test('uses the given locale', () => {
    const fr: MessageCatalogue = { ...en, pleaseTryAgainAfter: 'Reessayez dans {seconds} secondes' }
    expect(formatMessage(fr, 'pleaseTryAgainAfter', { seconds: 5 })).toBe(
      'Reessayez dans 5 secondes',
    )
  })

  test('ignores inherited properties of params', () => {
    expect(formatMessage(en, 'errorRegisteringName', Object.create({ name: 'x' }))).toBe(
      'Error registering name {name}',
    )
  })
})
