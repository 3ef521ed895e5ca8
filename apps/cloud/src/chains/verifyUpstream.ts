import { ChainError } from './ChainError'

/**
 * Checks that the node at an upstream URL answers `eth_chainId` with `chainId`, retrying a
 * connection that fails for up to `timeoutMs` (a node still starting). A node of another chain,
 * one that answers with an HTTP 4xx, or one that never answers, is refused with a one-line `ChainError` naming the URL's origin
 * only (a provider's key in its path stays out of logs).
 *
 * @example
 * await verifyUpstream(1, 'http://127.0.0.1:9545')
 */
export async function verifyUpstream(
  chainId: number,
  url: string,
  timeoutMs = 10_000,
): Promise<void> {
  const where = `the upstream node for chain ${chainId} (${new URL(url).origin})`
  const deadline = Date.now() + timeoutMs
  let reason = ''
  do {
    let answer: { result?: unknown; error?: { message?: string } } | undefined
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
        signal: AbortSignal.timeout(Math.max(1_000, Math.min(5_000, deadline - Date.now()))),
      })
      // A refusal (wrong path, key or method) will not change by waiting; a 5xx may.
      if (response.status >= 400 && response.status < 500)
        throw new ChainError(
          `AIRLOCK_UPSTREAM_RPC_URLS: ${where} answered eth_chainId with HTTP ${response.status}`,
        )
      if (!response.ok) reason = `HTTP ${response.status}`
      else answer = (await response.json()) as typeof answer
    } catch (error) {
      if (error instanceof ChainError) throw error
      reason = error instanceof Error ? causeOf(error) : String(error)
    }
    if (answer) {
      if (typeof answer.result !== 'string' || !/^0x[0-9a-f]+$/i.test(answer.result))
        throw new ChainError(
          `AIRLOCK_UPSTREAM_RPC_URLS: ${where} did not answer eth_chainId (${answer.error?.message ?? 'no result'})`,
        )
      const served = Number(answer.result)
      if (served !== chainId)
        throw new ChainError(
          `AIRLOCK_UPSTREAM_RPC_URLS: ${where} serves chain ${served}, not ${chainId}`,
        )
      return
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  } while (Date.now() < deadline)
  throw new ChainError(`AIRLOCK_UPSTREAM_RPC_URLS: ${where} is not reachable (${reason})`)
}

function causeOf(error: Error): string {
  const cause = (error as { cause?: unknown }).cause
  if (cause instanceof Error) return (cause as { code?: string }).code ?? cause.message
  return error.message
}
