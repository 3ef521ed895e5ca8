import { SOCIAL_CALLBACK_MESSAGE_TYPE } from './socialRedirect'
import { toSocialCallbackUri } from './toSocialCallbackUri'

/**
 * Listens for the secure site's callback page posting `{ type: 'airlock:social-callback', uri }`
 * from the login window: only a message from `origin` (the secure site), sent by `source` (the
 * window this login opened), with that shape and a callback URL on that origin, is taken; any
 * other message is ignored. Returns the unsubscribe.
 *
 * @example
 * const off = listenForSocialCallback(origin, popup, (uri) => finish(uri))
 */
export function listenForSocialCallback(
  origin: string,
  source: unknown,
  onCallback: (uri: string) => void,
): () => void {
  const listener = (event: MessageEvent) => {
    if (event.origin !== origin || event.source !== source) return
    const data: unknown = event.data
    if (typeof data !== 'object' || data === null) return
    const { type, uri } = data as Record<string, unknown>
    if (type !== SOCIAL_CALLBACK_MESSAGE_TYPE) return
    const callback = toSocialCallbackUri(uri, origin)
    if (callback) onCallback(callback)
  }
  globalThis.addEventListener?.('message', listener)
  return () => globalThis.removeEventListener?.('message', listener)
}
