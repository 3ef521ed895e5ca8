import type { AirlockCore } from '../createAirlockCore'

/**
 * Tells a server-rendered core (`initialState` or `connectionCookie`) that the page's first render
 * in the browser is done, so restoring the stored connection may now change what the page shows:
 * until then the state stays what the server rendered, and hydration matches. `<AirlockProvider>`
 * calls it after its first render; a dapp without it calls it once its own hydration is done.
 * Does nothing otherwise, or when called again.
 *
 * @example
 * hydrateRoot(container, <App />)
 * finishHydration(core) // or in the root component's first useEffect
 */
export function finishHydration(core: AirlockCore): void {
  core.internals.finishHydration()
}
