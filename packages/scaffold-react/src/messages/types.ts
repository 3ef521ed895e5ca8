import type { MessageCatalogue, MessageId } from '@airlock/core'

/** Every string the modal shows: core's one catalogue, keyed by id. */
export type AirlockMessages = MessageCatalogue

/** Id of an {@link AirlockMessages} entry. */
export type AirlockMessageId = MessageId
