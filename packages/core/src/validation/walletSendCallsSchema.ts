import * as z from 'zod/mini'
import { schemaError } from './schemaError'

/** One call of `wallet_sendCalls` (EIP-5792); other fields pass through. */
export type WalletSendCall = {
  to: `0x${string}`
  data?: `0x${string}` | undefined
  [key: string]: unknown
}

/** The parameters object of `wallet_sendCalls`; other fields pass through. */
export type WalletSendCallsParameters = {
  calls: WalletSendCall[]
  [key: string]: unknown
}

const hexString = /*#__PURE__*/ z
  .string({ error: schemaError })
  .check(z.startsWith('0x', { error: schemaError }))

/**
 * The parameters object of `wallet_sendCalls`: each call's `to` starts with 0x, and `data`, if
 * given, starts with 0x. Messages: `Required`, `Invalid input`.
 *
 * @example
 * walletSendCallsSchema.safeParse({ calls: [{ to: '0xabc', data: '0x' }] }).success // true
 */
export const walletSendCallsSchema: z.ZodMiniType<WalletSendCallsParameters> =
  /*#__PURE__*/ z.looseObject(
    {
      calls: z.array(
        z.looseObject({ to: hexString, data: z.optional(hexString) }, { error: schemaError }),
        { error: schemaError },
      ),
    },
    { error: schemaError },
  ) as z.ZodMiniType<WalletSendCallsParameters>
