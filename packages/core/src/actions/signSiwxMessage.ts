import { TrackedEvents } from '../constants/events'
import type { AirlockCore } from '../createAirlockCore'
import { NoActiveCaipAddressError } from '../errors/connection'
import { SiwxNotEnabledError } from '../errors/siwx'
import type { SIWXMessage, SIWXSession } from '../options/types'
import { failSiwxStart } from '../siwx/failSiwxStart'
import { getSiwxConfig, siwxView } from '../siwx/getSiwxConfig'
import { getSiwxPair, samePair } from '../siwx/getSiwxPair'
import { closeModal } from './closeModal'
import { resetView } from './resetView'
import { signMessage } from './signMessage'
import { trackEvent } from './trackEvent'

/** `signed-in`; `declined` (refused, or the verifier said no); `failed` (could not start). */
export type SignSiwxMessageReturnType = 'signed-in' | 'declined' | 'failed'

export type SignSiwxMessageErrorType = SiwxNotEnabledError | NoActiveCaipAddressError

/**
 * Signs the connected account in: builds the sign-in message, asks the wallet to sign it (an
 * embedded wallet asks in its frame), and hands the signed session to the store. Signed in, the
 * session is recorded and the modal closes; a refusal, or a signature the store refuses, keeps
 * (or reopens) the sign view showing `Signature declined`. A message that cannot be built shows
 * `A problem occurred while trying initialize authentication` and disconnects.
 *
 * @example
 * await signSiwxMessage(core) // 'signed-in' | 'declined' | 'failed'
 */
export async function signSiwxMessage(core: AirlockCore): Promise<SignSiwxMessageReturnType> {
  const siwx = getSiwxConfig(core)
  if (!siwx) throw new SiwxNotEnabledError()
  const pair = getSiwxPair(core)
  if (!pair) throw new NoActiveCaipAddressError()
  const { state } = core
  state.siwx.status = 'signing'

  let message: SIWXMessage
  try {
    message = await siwx.createMessage({ chainId: pair.chainId, accountAddress: pair.address })
  } catch (cause) {
    await failSiwxStart(core, cause)
    return 'failed'
  }

  try {
    const text = message.toString()
    const signature = await signMessage(core, { message: text })
    const { toString: _text, ...data } = message
    const session: SIWXSession = { data, message: text, signature }
    await siwx.addSession(session)
    // Signed for an account or network the visitor has left: that one is asked on its own.
    if (!samePair(pair, getSiwxPair(core))) return 'declined'
    state.siwx.sessions = [session]
    state.siwx.status = 'idle'
    trackEvent(core, {
      event: TrackedEvents.SIWX_AUTH_SUCCESS,
      properties: { network: pair.chainId },
    })
    closeModal(core, { force: true })
    return 'signed-in'
  } catch (error) {
    trackEvent(core, {
      event: TrackedEvents.SIWX_AUTH_ERROR,
      properties: {
        network: pair.chainId,
        message: error instanceof Error ? error.message : String(error),
      },
    })
    if (!samePair(pair, getSiwxPair(core))) return 'declined'
    state.siwx.status = 'declined'
    // An embedded wallet's approval may have closed the modal: the sign view comes back.
    const view = siwxView(core)
    if (!state.modal.open || state.router.view !== view) {
      resetView(core, view)
      state.modal.open = true
    }
    return 'declined'
  }
}
