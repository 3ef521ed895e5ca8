/**
 * A local anvil node could not be started, or a test account that does not exist was asked for.
 *
 * @example
 * try { await startAnvil(1) } catch (error) {
 *   if (error instanceof AnvilError) console.error(error.message)
 * }
 */
export class AnvilError extends Error {
  override name = 'AnvilError'
}
