import { openModal } from '../actions/openModal'
import { popTransactionStack } from '../actions/popTransactionStack'
import { pushTransactionStack } from '../actions/pushTransactionStack'
import { pushView } from '../actions/pushView'
import { showSnackbar } from '../actions/showSnackbar'
import { isSafeRpcMethod } from '../constants/isSafeRpcMethod'
import { isUnsafeRpcMethod } from '../constants/isUnsafeRpcMethod'
import { DISALLOWED_RPC_MESSAGE_DELAY_MS } from '../constants/timing'
import type { AirlockCore } from '../createAirlockCore'
import {
  RequestOutcomeUnknownError,
  RpcMethodNotAllowedError,
  UserRejectedRequestError,
} from '../errors/request'
import { getEmbeddedWallet } from './getEmbeddedWallet'
import { loadEmbeddedFrame } from './loadEmbeddedFrame'

export type RequestEmbeddedParameters = { method: string; params?: unknown }

// EIP-1193's "user rejected": the frame's answer when the visitor rejected or the page cancelled.
const USER_REJECTED = 4001

function newRequestId(): string {
  return globalThis.crypto.randomUUID()
}

// The UI's signal for a refused method follows the error by 300 ms.
function refuse(core: AirlockCore, method: string): never {
  const { timers } = core.internals.embedded
  const timer = setTimeout(() => {
    timers.delete(timer)
    core.state.embedded.refusedRequests += 1
    showSnackbar(core, { messageId: 'actionNotAllowed', variant: 'error' })
  }, DISALLOWED_RPC_MESSAGE_DELAY_MS)
  timers.add(timer)
  throw new RpcMethodNotAllowedError({ method })
}

// ApproveTransaction on top of what the visitor sees (back there afterwards), or the modal opened
// on it (closed afterwards).
function showApproval(core: AirlockCore): void {
  const { modal, router } = core.state
  if (router.view === 'ApproveTransaction' && modal.open) return
  if (modal.open) {
    pushTransactionStack(core, { goBack: true })
    pushView(core, 'ApproveTransaction')
  } else {
    openModal(core, { view: 'ApproveTransaction' })
  }
}

function copyForState(params: unknown): unknown {
  try {
    return structuredClone(params)
  } catch {
    // Not cloneable: it could not reach the frame either (the request fails there).
    return undefined
  }
}

// The frame never answered: the page stopped waiting (an unacknowledged cancel), or the request
// was aborted on the way (the frame destroyed or reloaded while it was out). `FrameRequestAbortedError`
// is what `@airlock/wallet-frame` rejects with then; `RequestAbortedError` is core's own.
function isUnanswered(error: unknown, local: AbortSignal): boolean {
  if (local.aborted) return true
  const name = error instanceof Error ? error.name : undefined
  return name === 'FrameRequestAbortedError' || name === 'RequestAbortedError'
}

function isUserRejected(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && 'code' in error && error.code === USER_REJECTED
  )
}

/**
 * An RPC request to the embedded wallet, chain-agnostic (an adapter's EIP-1193 provider answers
 * what it can locally and sends the rest here). A method the frame does not serve, or outside
 * the allow-lists, is refused with `Requested RPC call is not allowed` (`Action not allowed` shows
 * 300 ms later). A safe method goes straight to the frame. An unsafe one is sent to the frame,
 * which asks the visitor on its own origin: it joins `core.state.embedded.pendingRequests` and the
 * modal shows ApproveTransaction (the frame over the modal's body); the visitor's answer in the
 * frame settles it (a rejection is `UserRejectedRequestError`), then the modal goes back where it
 * was or closes. The page cannot approve; it can only cancel ({@link rejectRequest}). When no
 * answer comes (a cancel the frame did not confirm, a frame gone while the request was out) the
 * request may still complete: that is `RequestOutcomeUnknownError`, with a toast that says so.
 *
 * @example
 * const signature = await requestEmbedded(core, { method: 'personal_sign', params: [message, address] })
 */
export async function requestEmbedded(
  core: AirlockCore,
  { method, params }: RequestEmbeddedParameters,
): Promise<unknown> {
  const served = getEmbeddedWallet(core)?.wallet.rpcMethods
  if (served && !served.includes(method)) return refuse(core, method)
  const payload = params === undefined ? { method } : { method, params }
  if (isSafeRpcMethod(method))
    return (await loadEmbeddedFrame(core)).request('RPC_REQUEST', payload)
  if (!isUnsafeRpcMethod(method)) return refuse(core, method)

  const frame = await loadEmbeddedFrame(core)
  const id = newRequestId()
  const embedded = core.state.embedded
  const local = new AbortController()
  core.internals.embedded.requests.set(id, local)
  // A copy for the state: valtio proxies what it is given in place (nested objects included), and a
  // proxy cannot be posted to the frame (DataCloneError), so the payload must stay out of it.
  embedded.pendingRequests.push({ id, method, params: copyForState(params) })
  showApproval(core)
  let outcome: 'success' | 'error' | 'cancel' = 'error'
  try {
    const result = await frame.request('RPC_REQUEST', payload, { id, signal: local.signal })
    outcome = 'success'
    return result
  } catch (error) {
    // The visitor rejected in the frame, or the page cancelled and the frame confirmed it (4001):
    // nothing was or will be signed.
    if (isUserRejected(error)) {
      outcome = 'cancel'
      throw new UserRejectedRequestError({ cause: error })
    }
    // No answer came: the visitor may have approved, so the request may still be signed or sent.
    // Said plainly (never as a rejection, which invites a duplicate second attempt).
    if (isUnanswered(error, local.signal)) {
      showSnackbar(core, { messageId: 'requestMayStillComplete', variant: 'error' })
      throw new RequestOutcomeUnknownError({ cause: error })
    }
    throw error
  } finally {
    core.internals.embedded.requests.delete(id)
    const index = embedded.pendingRequests.findIndex((request) => request.id === id)
    if (index >= 0) embedded.pendingRequests.splice(index, 1)
    const { modal, router } = core.state
    if (embedded.pendingRequests.length === 0) {
      core.internals.embedded.approvalShown = false
      if (modal.open && router.view === 'ApproveTransaction') popTransactionStack(core, outcome)
    }
  }
}
