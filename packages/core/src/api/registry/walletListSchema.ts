import * as z from 'zod/mini'
import type { WalletList } from '../types'

/** The `GET /getWallets` response. Internal. */
export function walletListSchema(): z.ZodMiniType<WalletList> {
  const link = () => z.optional(z.nullable(z.string()))
  return z.object({
    data: z.array(
      z.looseObject({
        id: z.string(),
        name: z.string(),
        image_id: link(),
        rdns: link(),
        chains: z.optional(z.array(z.string())),
        mobile_link: link(),
        desktop_link: link(),
        webapp_link: link(),
      }),
    ),
    count: z.number(),
  })
}
