/**
 * A service could not be found, could not start, or did not become ready. The message names the
 * service and ends with the tail of its output.
 *
 * @example
 * try { await startServices() } catch (error) {
 *   if (error instanceof ServicesError) console.error(error.message)
 * }
 */
export class ServicesError extends Error {
  override name = 'ServicesError'
}
