import * as z from 'zod/mini'
import type { NameProfile } from '../types'

/** A registered name as the profile service returns it. Internal. */
export function nameProfileSchema(): z.ZodMiniType<NameProfile> {
  return z.looseObject({
    name: z.string(),
    registered: z.optional(z.number()),
    updated: z.optional(z.number()),
    addresses: z.optional(z.record(z.string(), z.looseObject({ address: z.string() }))),
  })
}
