/**
 * The mock wallet could not be set up or reached: options without a key or a chain, the browser
 * bundle missing from `dist/`, or a page with no wallet of the handle's uuid (it navigated where
 * the init script did not run, or the wallet was injected into another page).
 *
 * @example
 * try { await wallet.pending() } catch (error) {
 *   if (error instanceof MockWalletSetupError) console.error(error.message)
 * }
 */
export class MockWalletSetupError extends Error {
  override name = 'MockWalletSetupError'
}
