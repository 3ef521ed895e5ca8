import { BaseError } from '@airlock/core'

/** A hook or component of `@airlock/react` was used outside `<AirlockProvider>`. */
export class ProviderMissingError extends BaseError {
  override name = 'ProviderMissingError'

  constructor() {
    super('AirlockProvider not found', {
      metaMessages: ['Wrap the app in <AirlockProvider airlock={airlock}>.'],
    })
  }
}
