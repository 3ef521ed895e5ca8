import { UNSAFE_RPC_METHODS } from '@airlock/core'
import type { TestSite } from './startTestSite'

const unsafe: ReadonlySet<string> = new Set(UNSAFE_RPC_METHODS)

/**
 * POST /api/rpc as the frame does after the visitor approved: an unsafe method is prepared first
 * (`/api/rpc/prepare`) and sent back with its seal and `confirmed: true`; a read goes straight
 * through. Resolves the last response body (`{ result }` or `{ error }`), with `prepared` for an
 * unsafe method. The tests that call this stand in for the approval screen, which the browser
 * tests click (test/approval.browser.test.ts).
 */
export async function approvedRpc(
  site: TestSite,
  token: string,
  method: string,
  params?: unknown,
): Promise<Record<string, unknown>> {
  const request = { method, ...(params === undefined ? {} : { params }) }
  if (!unsafe.has(method)) return (await site.api('rpc', request, token)).json
  const prepare = await site.api('rpc/prepare', request, token)
  if (prepare.json.error !== undefined) return prepare.json
  const { prepared, seal } = prepare.json
  const signed = await site.api('rpc', { ...request, prepared, seal, confirmed: true }, token)
  return { ...signed.json, prepared }
}
