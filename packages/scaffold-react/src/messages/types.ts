import type { MessageCatalogue } from '@airlock/core'
import type { ReactMessageId } from './reactMessages'

/** Every string the modal shows: core's catalogue plus the modal's own words, keyed by id. */
export type AirlockMessages = MessageCatalogue & { readonly [K in ReactMessageId]: string }

/** Id of an {@link AirlockMessages} entry. */
export type AirlockMessageId = keyof AirlockMessages
