import * as z from 'zod/mini'
import type { Transaction } from '../types'

/** The fields of a transaction the activity list reads; the rest passes through. Internal. */
export function transactionSchema(): z.ZodMiniType<Transaction> {
  return z.looseObject({
    id: z.string(),
    metadata: z.looseObject({ minedAt: z.string(), chain: z.string() }),
    transfers: z.array(
      z.looseObject({
        nft_info: z.optional(
          z.looseObject({
            name: z.optional(z.string()),
            flags: z.looseObject({ is_spam: z.boolean() }),
          }),
        ),
      }),
    ),
  })
}
