import {
  APP_EVENT_PREFIX,
  type AppEvent,
  type AppEventName,
  createFrameError,
  createFrameSessionUpdate,
  createFrameSuccess,
  parseAppEvent,
} from '@airlock/wallet-frame/protocol'
import { base64url } from '../crypto/base64url'
import { sha256Base64url } from '../crypto/sha256Base64url'
import { secureSiteMessages } from '../errors/messages'
import { SecureSiteError } from '../errors/SecureSiteError'
import { toChainNumber } from '../routes/toChainNumber'
import { isUnsafeRpcMethod } from '../rpc/isUnsafeRpcMethod'
import { isSolanaChainId } from '../solana/solanaNetworks'
import type { FrameTheme } from './approval/applyFrameTheme'
import { createUnsafeQueue } from './approval/createUnsafeQueue'
import type { Approve } from './approval/types'
import { UserRejectedError } from './approval/UserRejectedError'
import { socialFlowStore } from './socialFlowStore'
import { type CallApi, FRAME_STORAGE_KEYS, type FrameMessage, type FrameStorage } from './types'

export type FrameHandlerParameters = {
  /** The project of this frame (from the page's meta tag). */
  projectId: string
  /** Dapp origins allowed to talk to the frame (the project's). */
  allowedOrigins: ReadonlySet<string>
  /** `window.parent`: the only window whose messages are acted on. */
  parent: { postMessage(message: unknown, targetOrigin: string): void }
  storage: FrameStorage
  callApi: CallApi
  /** The chain the frame was opened with (its `chainId` query parameter). */
  chainId: number
  /** A random device id for a frame that has none yet (`crypto.randomUUID`). */
  newDeviceId: () => string
  reload: () => void
  /**
   * EXPORT_PRIVATE_KEY: shows the key export screen (src/frame/exportKey) with this frame's API;
   * resolves when the visitor closes it. Without it the event is refused.
   */
  exportKey?: (
    signal: AbortSignal,
    api: (path: string, body: Record<string, unknown>) => Promise<Record<string, unknown>>,
  ) => Promise<void>
  /** Shows an unsafe RPC request on the frame's approval screen; resolves on the visitor's Approve. */
  approve: Approve
  /** SYNC_THEME: the dapp's theme mode and accent, for the approval screen. */
  syncTheme?: (theme: FrameTheme) => void
  /** SYNC_DAPP_DATA: the dapp's locale, for the approval screen's words. */
  syncLocale?: (locale: string | undefined) => void
}

type Reply = Record<string, unknown> | undefined

/**
 * The frame's message handler. A message is acted on only when it comes from the parent window
 * (`event.source`), from one of the project's dapp origins (`event.origin`), and passes the
 * protocol's parser (prefix + schema); anything else is ignored without a reply. Each request is
 * answered to the sender's origin only (never `'*'`) with SUCCESS or ERROR and the request id; a
 * new session is pushed as SESSION_UPDATE{token}. Resolves true when the message was acted on.
 *
 * @example
 * const handle = createFrameHandler({ projectId, allowedOrigins, parent: window.parent, ... })
 * window.addEventListener('message', (event) => void handle(event))
 */
export function createFrameHandler(
  params: FrameHandlerParameters,
): (event: FrameMessage) => Promise<boolean> {
  // Flows in progress live in this frame's memory only: a reload starts them again.
  let emailFlow: string | undefined
  let updateFlow: string | undefined
  let farcaster: string | undefined
  let chainId = params.chainId

  const socialFlows = socialFlowStore(params.storage)
  const token = () => params.storage.getItem(FRAME_STORAGE_KEYS.token) ?? undefined
  const deviceId = () => {
    const known = params.storage.getItem(FRAME_STORAGE_KEYS.device)
    if (known) return known
    const created = params.newDeviceId()
    params.storage.setItem(FRAME_STORAGE_KEYS.device, created)
    return created
  }
  const signedIn = (origin: string, session: { token?: unknown }) => {
    if (typeof session.token !== 'string') return
    params.storage.setItem(FRAME_STORAGE_KEYS.token, session.token)
    params.parent.postMessage(createFrameSessionUpdate(session.token), origin)
  }
  const api = (path: string, body: Record<string, unknown> = {}) =>
    params.callApi(path, body, token()) as Promise<Record<string, unknown>>
  // The server holds a wait for 25 s and then answers "not yet" (relayed as the ERROR message,
  // which the page takes as "ask again"; its own 30 s time-out is longer). A request for a flow
  // whose wait is already running (the page asked again after aborting) shares that wait, so two
  // waits never race to consume one login.
  const waits = new Map<string, Promise<Record<string, unknown>>>()
  const awaitFlow = (path: string, key: string, body: Record<string, unknown>) => {
    const running = waits.get(`${path} ${key}`)
    if (running) return running
    const wait = api(path, body).finally(() => waits.delete(`${path} ${key}`))
    waits.set(`${path} ${key}`, wait)
    return wait
  }

  // Unsafe RPC requests wait their turn, are shown on the approval screen and signed as approved.
  const unsafe = createUnsafeQueue({
    api: (path, body) => api(path, body),
    approve: params.approve,
    chainId: () => chainId,
  })

  const dispatch = async (event: AppEvent, origin: string): Promise<Reply> => {
    switch (event.type) {
      case '@w3m-app/CONNECT_EMAIL': {
        const reply = await api('email/connect', {
          projectId: params.projectId,
          email: event.payload.email,
          deviceId: deviceId(),
        })
        emailFlow = String(reply.flowId)
        return { action: reply.action }
      }
      case '@w3m-app/CONNECT_DEVICE': {
        if (!emailFlow) throw new SecureSiteError(secureSiteMessages.unknownFlow)
        const reply = await awaitFlow('email/device', emailFlow, { flowId: emailFlow })
        emailFlow = String(reply.flowId)
        return undefined
      }
      case '@w3m-app/CONNECT_OTP': {
        if (!emailFlow) throw new SecureSiteError(secureSiteMessages.unknownFlow)
        const reply = await api('email/otp', {
          projectId: params.projectId,
          flowId: emailFlow,
          otp: event.payload.otp,
          deviceId: deviceId(),
          chainId,
        })
        emailFlow = undefined
        signedIn(origin, reply)
        return undefined
      }
      case '@w3m-app/GET_SOCIAL_REDIRECT_URI': {
        // PKCE and state are made here and never leave the frame except as the S256 challenge;
        // the server records the flow for this frame's device key (createCallApi signs).
        const state = base64url(crypto.getRandomValues(new Uint8Array(32)))
        const verifier = base64url(crypto.getRandomValues(new Uint8Array(32)))
        const reply = await api('social/start', {
          projectId: params.projectId,
          provider: event.payload.provider,
          // Where the callback page hands the login back: the asking dapp's origin, already
          // checked against the project's list here and again by the server.
          returnOrigin: origin,
          state,
          codeChallenge: await sha256Base64url(verifier),
        })
        // Kept in the frame's storage, not memory: a page that navigates away to the provider
        // (redirect instead of popup) reloads the frame before CONNECT_SOCIAL.
        socialFlows.keep(state, verifier)
        return { uri: reply.uri }
      }
      case '@w3m-app/CONNECT_SOCIAL': {
        // The callback URL the provider sent the browser to (the page got it from the callback
        // page): its state names the flow, its code is exchanged by the server with the verifier
        // kept here, for this frame's device key only.
        const callback = new URL(event.payload.uri)
        const state = callback.searchParams.get('state') ?? ''
        const code = callback.searchParams.get('code')
        const verifier = socialFlows.peek(state)
        if (!verifier) throw new SecureSiteError(secureSiteMessages.unknownFlow)
        if (callback.searchParams.has('error')) {
          socialFlows.take(state)
          throw new SecureSiteError(secureSiteMessages.socialDenied)
        }
        // The authorization URI itself (no code yet): the visitor is still at the provider.
        if (!code) throw new SecureSiteError(secureSiteMessages.socialPending)
        socialFlows.take(state)
        const reply = await api('social/connect', { state, code, verifier, chainId })
        signedIn(origin, reply)
        return reply.user as Reply
      }
      case '@w3m-app/GET_FARCASTER_URI': {
        const reply = await api('farcaster/start', { projectId: params.projectId })
        farcaster = String(reply.channel)
        return { url: reply.url }
      }
      case '@w3m-app/CONNECT_FARCASTER': {
        if (!farcaster) throw new SecureSiteError(secureSiteMessages.unknownFlow)
        const reply = await awaitFlow('farcaster/wait', farcaster, { channel: farcaster, chainId })
        farcaster = undefined
        signedIn(origin, reply)
        return { userName: (reply.user as { userName?: unknown } | undefined)?.userName ?? '' }
      }
      case '@w3m-app/GET_USER': {
        // A Solana network: the user's Solana account; the frame's EVM chain stays as it is.
        if (isSolanaChainId(event.payload.chainId))
          return api('user', { chainId: event.payload.chainId })
        chainId = toChainNumber(event.payload.chainId)
        const preferred = event.payload.preferredAccountType
        return api('user', { chainId, ...(preferred ? { preferredAccountType: preferred } : {}) })
      }
      case '@w3m-app/IS_CONNECTED': {
        const given = event.payload.token
        let isConnected = token() ? Boolean((await api('session')).isConnected) : false
        // A page that kept the token (SESSION_UPDATE) may hand it back to a frame whose own
        // storage was cleared; it is taken only if its session is bound to this frame's device
        // key (the server checks the signature), so a frame that lost its key gets nothing back.
        if (!isConnected && given) {
          isConnected = Boolean(
            ((await params.callApi('session', {}, given)) as { isConnected?: unknown }).isConnected,
          )
          if (isConnected) params.storage.setItem(FRAME_STORAGE_KEYS.token, given)
        }
        if (!isConnected) params.storage.removeItem(FRAME_STORAGE_KEYS.token)
        return { isConnected }
      }
      case '@w3m-app/SIGN_OUT': {
        await api('sign-out')
        params.storage.removeItem(FRAME_STORAGE_KEYS.token)
        return undefined
      }
      case '@w3m-app/SWITCH_NETWORK': {
        if (isSolanaChainId(event.payload.chainId)) {
          const solana = event.payload.chainId
          if (token()) await api('switch-network', { chainId: solana })
          return { chainId: solana }
        }
        const next = toChainNumber(event.payload.chainId)
        if (token()) await api('switch-network', { chainId: next })
        chainId = next
        return { chainId }
      }
      case '@w3m-app/GET_CHAIN_ID':
        return { chainId }
      case '@w3m-app/RPC_REQUEST': {
        const request = {
          method: event.payload.method,
          ...(event.payload.params === undefined ? {} : { params: event.payload.params }),
        }
        if (isUnsafeRpcMethod(request.method))
          return (await unsafe.run(event.id, origin, request)) as Reply
        const reply = await api('rpc', request)
        return reply.result as Reply
      }
      case '@w3m-app/UPDATE_EMAIL': {
        const reply = await api('email/update', { email: event.payload.email })
        updateFlow = String(reply.flowId)
        return { action: reply.action }
      }
      case '@w3m-app/UPDATE_EMAIL_PRIMARY_OTP': {
        if (!updateFlow) throw new SecureSiteError(secureSiteMessages.unknownFlow)
        const reply = await api('email/update/primary', {
          flowId: updateFlow,
          otp: event.payload.otp,
        })
        updateFlow = String(reply.flowId)
        return undefined
      }
      case '@w3m-app/UPDATE_EMAIL_SECONDARY_OTP': {
        if (!updateFlow) throw new SecureSiteError(secureSiteMessages.unknownFlow)
        const reply = await api('email/update/secondary', {
          flowId: updateFlow,
          otp: event.payload.otp,
        })
        updateFlow = undefined
        return { newEmail: reply.newEmail }
      }
      case '@w3m-app/GET_SMART_ACCOUNT_ENABLED_NETWORKS':
        return api('smart-account/networks', { projectId: params.projectId })
      case '@w3m-app/INIT_SMART_ACCOUNT':
        return api('smart-account/init', { chainId })
      case '@w3m-app/SET_PREFERRED_ACCOUNT':
        return api('preferred-account', { type: event.payload.type, chainId })
      case '@w3m-app/SYNC_THEME':
        params.syncTheme?.(event.payload)
        return undefined
      case '@w3m-app/SYNC_DAPP_DATA':
        params.syncLocale?.(event.payload.locale)
        return undefined
      case '@w3m-app/RELOAD':
        queueMicrotask(params.reload)
        return undefined
      case '@w3m-app/CANCEL_REQUEST':
        // A request not yet approved is dropped (its RPC_REQUEST answers 4001); an approved one
        // runs to its end. Either way the cancel itself succeeds.
        unsafe.cancel(event.payload.requestId)
        return undefined
      case '@w3m-app/EXPORT_PRIVATE_KEY':
        // The key is shown inside this frame only (after a fresh email code); the page gets
        // SUCCESS with no payload once the visitor closes the screen.
        if (!params.exportKey) throw new SecureSiteError(secureSiteMessages.unknownFlow)
        await params.exportKey(new AbortController().signal, api)
        return undefined
    }
  }

  return async (event) => {
    // Source first, then origin, then the schema: cheap checks before parsing anything.
    if (event.source !== params.parent) return false
    if (!params.allowedOrigins.has(event.origin)) return false
    const appEvent = parseAppEvent(event.data)
    if (!appEvent) return false
    const name = appEvent.type.slice(APP_EVENT_PREFIX.length) as AppEventName
    try {
      const payload = await dispatch(appEvent, event.origin)
      params.parent.postMessage(
        createFrameSuccess(name, appEvent.id, payload as never),
        event.origin,
      )
    } catch (error) {
      const message = error instanceof Error ? error.message.slice(0, 1000) : undefined
      // A rejection carries EIP-1193's code (4001) as well as its message.
      const code = error instanceof UserRejectedError ? error.code : undefined
      params.parent.postMessage(createFrameError(name, appEvent.id, message, code), event.origin)
    }
    return true
  }
}
