import type { AirlockCore } from '../createAirlockCore'
import { BaseError } from '../errors/base'
import { HttpRequestError, InvalidAppConfigurationError } from '../errors/http'
import { showAlert } from './showAlert'

/**
 * Shows the alert a refused service call calls for: a 403
 * naming the project id (the server does not know it) gives `Invalid Project ID`; another 403 (the
 * page's origin is not on the project's allowlist) gives `Invalid App Configuration`. Returns
 * whether it showed one; other errors are left to the caller.
 *
 * @example
 * getWallets(client, { page: 1 }).catch((error) => showApiErrorAlert(core, error))
 */
export function showApiErrorAlert(core: AirlockCore, error: unknown): boolean {
  const refused =
    error instanceof BaseError
      ? error.walk(
          (cause) =>
            cause instanceof InvalidAppConfigurationError ||
            (cause instanceof HttpRequestError && cause.status === 403),
        )
      : undefined
  if (!refused) return false
  if (refused instanceof HttpRequestError && namesProjectId(refused.body)) {
    showAlert(core, { messageId: 'invalidProjectId', variant: 'error' })
  } else {
    showAlert(core, { messageId: 'originNotAllowed', variant: 'error' })
  }
  return true
}

// The cloud's 403 body says why: `{ error, reason }`, or `{ error: { data: { reason } } }` from
// the RPC proxy, with `reason` 'unknown projectId x' | 'missing projectId' | 'origin ... is not
// allowed for project x'.
function namesProjectId(body: unknown): boolean {
  const data = body as { reason?: unknown; error?: { data?: { reason?: unknown } } } | undefined
  const reason = data?.reason ?? data?.error?.data?.reason
  return typeof reason === 'string' && /^(unknown|missing|invalid) projectId/i.test(reason)
}
