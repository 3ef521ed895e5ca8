/**
 * A service of the local stack (the cloud, the secure site) could not be found or did not become
 * ready. The message names the service and ends with the tail of its output.
 *
 * @example
 * try { await startLocalStack() } catch (error) {
 *   if (error instanceof LocalStackError) console.error(error.message)
 * }
 */
export class LocalStackError extends Error {
  override name = 'LocalStackError'
}
