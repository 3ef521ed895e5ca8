import { afterEach, expect } from 'vitest'
import { InvalidResponseError } from '../../errors/http'
import { createHttpClient } from '../../http/createHttpClient'
import {
  type RecordedRequest,
  startTestServer,
  type TestResponse,
  type TestServer,
} from '../../http/test/startTestServer'
import type { HttpClient } from '../../http/types'

/** The query parameters every API request carries with the client below. */
export const PROJECT_QUERY = { projectId: 'p1', st: 'airlock', sv: 'core-test', clientId: 'c1' }

/**
 * Starts a real HTTP server per test (closed after it) and a client pointed at it:
 * `const { server, client } = await serve(() => ({ body: {...} }))`.
 */
export function useApiServer(): (
  handler?: (request: RecordedRequest) => TestResponse,
  options?: { timeoutMs?: number },
) => Promise<{ server: TestServer; client: HttpClient }> {
  const servers: TestServer[] = []
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => server.close()))
  })
  return async (handler, options = {}) => {
    const server = await startTestServer(handler)
    servers.push(server)
    const client = createHttpClient({
      baseUrl: server.url,
      projectId: PROJECT_QUERY.projectId,
      sdkType: PROJECT_QUERY.st,
      sdkVersion: PROJECT_QUERY.sv,
      clientId: PROJECT_QUERY.clientId,
      ...options,
    })
    return { server, client }
  }
}

/** Asserts that `promise` rejects with `InvalidResponseError` for `path`, naming `field`. */
export async function expectInvalidResponse(
  promise: Promise<unknown>,
  path: string,
  field: string,
): Promise<void> {
  const error = await promise.catch((e: unknown) => e)
  expect(error).toBeInstanceOf(InvalidResponseError)
  const invalid = error as InvalidResponseError
  expect(invalid.shortMessage).toBe('Invalid response body')
  expect(invalid.path).toBe(path)
  expect(invalid.message).toContain(field)
}
