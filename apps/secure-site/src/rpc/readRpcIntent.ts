import { type Hex, isHex, stringToHex } from 'viem'
import * as z from 'zod/mini'
import { secureSiteMessages } from '../errors/messages'
import { SecureSiteError } from '../errors/SecureSiteError'
import type { WalletAccounts } from '../smartAccount/loadWalletAccounts'
import { pickSigner } from '../smartAccount/pickSigner'
import type { PreparedTypedData } from './preparedTypes'
import { toTransactionRequest } from './toTransactionRequest'

/** A call as the dapp asked for it: what must be signed, before anything is filled in. */
export type IntentCall = { to?: Hex; value: bigint; data: Hex }

/** The fee and nonce fields a dapp gave itself: kept as given, never rewritten. */
export type IntentExplicit = {
  nonce?: number
  gas?: bigint
  gasPrice?: bigint
  maxFeePerGas?: bigint
  maxPriorityFeePerGas?: bigint
}

type Who = { signer: 'eoa' | 'smartAccount'; account: Hex }

/** What an unsafe request asks the wallet to sign, read from the dapp's params. */
export type RpcIntent =
  | (Who & { kind: 'message'; message: Hex })
  | (Who & { kind: 'typedData'; typedData: PreparedTypedData })
  | (Who & {
      kind: 'transactions'
      calls: IntentCall[]
      explicit: IntentExplicit
      /** wallet_sendCalls: sequential legacy transactions, the dapp's batch id. */
      batch?: { id?: string }
    })

const hex = z.string().check(z.regex(/^0x[0-9a-fA-F]*$/), z.maxLength(262_144))
const capabilities = z.optional(z.record(z.string(), z.unknown()))
const batchSchema = z.tuple([
  z.object({
    version: z.string().check(z.maxLength(32)),
    id: z.optional(z.string().check(z.minLength(1), z.maxLength(256))),
    chainId: z.optional(hex),
    from: z.optional(hex),
    atomicRequired: z.optional(z.boolean()),
    calls: z
      .array(
        z.object({
          to: z.optional(hex),
          data: z.optional(hex),
          value: z.optional(hex),
          capabilities,
        }),
      )
      .check(z.minLength(1), z.maxLength(64)),
    capabilities,
  }),
])

/**
 * Reads an unsafe request (personal_sign, eth_signTypedData_v4 with typed data as an object or a
 * JSON string, eth_sendTransaction, wallet_sendCalls) into what it asks to sign, for one of this
 * user's accounts on the session's chain. The prepare step fills it in; the signing step reads it
 * again and checks the approved payload against it. Any other unsafe method cannot be shown, so
 * it is refused.
 *
 * @example
 * readRpcIntent({ method: 'personal_sign', params: ['0x6869', address] }, accounts, 31337)
 * // { kind: 'message', signer: 'eoa', account: address, message: '0x6869' }
 */
export function readRpcIntent(
  request: { method: string; params?: unknown },
  accounts: WalletAccounts,
  chainId: number,
): RpcIntent {
  const params = Array.isArray(request.params) ? request.params : []
  const who = (value: unknown, optional: boolean): Who => {
    const signer = pickSigner(accounts, value, optional)
    return {
      signer,
      account: signer === 'eoa' ? accounts.eoa : (accounts.smartAccount?.address ?? accounts.eoa),
    }
  }
  switch (request.method) {
    case 'personal_sign': {
      const [message, address] = params
      const signer = who(address, false)
      if (typeof message !== 'string') throw invalid('personal_sign needs a message')
      // A hex string is the bytes to sign; any other string is signed as its UTF-8 bytes.
      return {
        kind: 'message',
        ...signer,
        message: isHex(message) ? message : stringToHex(message),
      }
    }
    case 'eth_signTypedData_v4': {
      const [address, data] = params
      return { kind: 'typedData', ...who(address, false), typedData: parseTypedData(data) }
    }
    case 'eth_sendTransaction': {
      const tx = params[0] as { from?: unknown } | undefined
      const signer = who(tx?.from, true)
      const parsed = toTransactionRequest(params[0], signer.account)
      const explicit: IntentExplicit = {}
      for (const key of ['gas', 'gasPrice', 'maxFeePerGas', 'maxPriorityFeePerGas'] as const)
        if (typeof parsed[key] === 'bigint') explicit[key] = parsed[key]
      if (typeof parsed.nonce === 'number') explicit.nonce = parsed.nonce
      return {
        kind: 'transactions',
        ...signer,
        calls: [toCall(parsed)],
        explicit,
      }
    }
    case 'wallet_sendCalls': {
      const parsed = batchSchema.safeParse(params)
      if (!parsed.success) throw invalid('wallet_sendCalls needs a batch of calls')
      const [batch] = parsed.data
      const signer = who(batch.from, true)
      if (batch.chainId !== undefined && Number.parseInt(batch.chainId, 16) !== chainId)
        throw new SecureSiteError(secureSiteMessages.chainNotSupported, 400)
      if (batch.atomicRequired === true)
        throw new SecureSiteError(secureSiteMessages.atomicUnsupported, 400)
      for (const entry of [batch.capabilities, ...batch.calls.map((call) => call.capabilities)])
        for (const [name, value] of Object.entries(entry ?? {}))
          if ((value as { optional?: unknown } | null)?.optional !== true)
            throw new SecureSiteError(`${secureSiteMessages.capabilityUnsupported}: ${name}`, 400)
      return {
        kind: 'transactions',
        ...signer,
        calls: batch.calls.map((call) =>
          toCall(
            toTransactionRequest(
              { to: call.to, data: call.data, value: call.value },
              signer.account,
            ),
          ),
        ),
        explicit: {},
        batch: batch.id === undefined ? {} : { id: batch.id },
      }
    }
    default:
      throw new SecureSiteError(secureSiteMessages.cannotDisplay, 400)
  }
}

function toCall(parsed: Record<string, unknown>): IntentCall {
  return {
    ...(typeof parsed.to === 'string' ? { to: parsed.to as Hex } : {}),
    value: typeof parsed.value === 'bigint' ? parsed.value : 0n,
    data: typeof parsed.data === 'string' ? (parsed.data.toLowerCase() as Hex) : '0x',
  }
}

function parseTypedData(value: unknown): PreparedTypedData {
  try {
    const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value
    if (parsed && typeof parsed === 'object') {
      const { domain, types, primaryType, message } = parsed as Record<string, unknown>
      if (
        types &&
        typeof types === 'object' &&
        typeof primaryType === 'string' &&
        message &&
        typeof message === 'object'
      )
        return {
          domain: (domain && typeof domain === 'object' ? domain : {}) as Record<string, unknown>,
          types: types as PreparedTypedData['types'],
          primaryType,
          message: message as Record<string, unknown>,
        }
    }
  } catch {
    // falls through to the error below
  }
  throw invalid('eth_signTypedData_v4 needs typed data')
}

function invalid(message: string): SecureSiteError {
  return new SecureSiteError(message, 400)
}
