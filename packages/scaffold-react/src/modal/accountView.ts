import { type ViewChunk, viewChunk } from '../internal/preloadable'

/**
 * The Account view's chunk, registered in the view registry. In a module of its own because a
 * connect or account button fetches it on intent (`prepareOpening`) without the registry, whose
 * entries bring in the Connect view: a page with only a button must not pay for that.
 *
 * @example
 * await accountView.preload()
 */
export const accountView: ViewChunk<Record<string, never>> = viewChunk(
  () => import('../views/Account/Account'),
  (m) => m.Account,
)
