import { CloudError } from './CloudError'

export { CloudError } from './CloudError'

/** An error a handler throws to answer with `status` and `{ error: message, ...extra }`. */
export class HttpError extends CloudError {
  override name = 'HttpError'
  readonly status: number
  readonly extra: Record<string, unknown>
  constructor(status: number, message: string, extra: Record<string, unknown> = {}) {
    super(message)
    this.status = status
    this.extra = extra
  }
}
