import { BaseError, type BaseErrorParameters } from './base'
import { ErrorMessages } from './messages'

/** What storage was doing when it failed. */
export type StorageOperation = 'get' | 'set' | 'remove' | 'parse' | 'access'

const OPERATION_TEXT = {
  get: 'get item',
  set: 'set item',
  remove: 'remove item',
  parse: 'parse item',
  access: 'access storage',
} as const satisfies Record<StorageOperation, string>

/**
 * A storage failure (quota, security error, corrupt JSON). Never thrown by `createStorage`: it is
 * logged quietly and the value reads as absent. The short message starts `Unable to`, e.g.
 * `Unable to get item`.
 *
 * @example
 * new StorageError({ operation: 'set', key: '@appkit-wallet/EMAIL' }).shortMessage
 * // 'Unable to set item'
 */
export class StorageError extends BaseError {
  override name = 'StorageError'
  readonly operation: StorageOperation
  /** The key involved, when there is one. */
  readonly key: string | undefined

  constructor({
    operation,
    key,
    ...parameters
  }: { operation: StorageOperation; key?: string | undefined } & BaseErrorParameters) {
    super(`${ErrorMessages.UNABLE_TO_PREFIX} ${OPERATION_TEXT[operation]}`, {
      ...(key === undefined ? {} : { metaMessages: [`Key: ${key}`] }),
      ...parameters,
    })
    this.operation = operation
    this.key = key
  }
}
