import type { AirlockCore } from '../createAirlockCore'
import { finishEmbeddedLogin } from './finishEmbeddedLogin'
import { isStillWaiting } from './isStillWaiting'
import { pause } from './pause'
import { requestEmbeddedFrame } from './requestEmbeddedFrame'

/**
 * A Farcaster login: GET_FARCASTER_URI gives the link (in `core.state.embedded.farcasterUrl`, for
 * a QR code), CONNECT_FARCASTER waits for the visitor to approve it in Farcaster (asked again while
 * the answer is "not finished yet"), then the username is stored and Account shows. Rejects on a
 * failure; leaving the view stops it (then it resolves without connecting).
 *
 * @example
 * await connectFarcaster(core)
 */
export async function connectFarcaster(core: AirlockCore): Promise<void> {
  const embedded = core.state.embedded
  const internals = core.internals.embedded
  // Already waiting (a view drawn twice): the running login goes on.
  if (internals.stopFarcaster) return
  let stopped = false
  const stop = () => {
    stopped = true
    if (internals.stopFarcaster === stop) internals.stopFarcaster = undefined
  }
  internals.stopFarcaster = stop
  embedded.farcasterUrl = undefined
  try {
    const { url } = await requestEmbeddedFrame<{ url: string }>(core, 'GET_FARCASTER_URI')
    if (stopped) return
    embedded.farcasterUrl = url
    for (;;) {
      try {
        const { userName } = await requestEmbeddedFrame<{ userName: string }>(
          core,
          'CONNECT_FARCASTER',
        )
        if (stopped) return
        core.storage.setSocialUsername(userName)
        embedded.socialUsername = userName
        embedded.socialProvider = 'farcaster'
        break
      } catch (error) {
        if (stopped) return
        if (!isStillWaiting(error)) throw error
        await pause(500)
      }
    }
    await finishEmbeddedLogin(core)
  } finally {
    stop()
  }
}
