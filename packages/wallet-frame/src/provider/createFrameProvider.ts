import { FrameRequestAbortedError, FrameRpcMethodNotAllowedError } from '../errors/frame'
import type { WalletFrame } from '../frame/types'
import { FRAME_RPC_METHODS } from '../protocol/frameRpcMethods'

/** An EIP-1193 request. */
export type FrameProviderRequest = { method: string; params?: unknown }

/** The EIP-1193 events the provider emits. */
export type FrameProviderEvents = {
  accountsChanged: readonly string[]
  chainChanged: string
  connect: { chainId: string }
  disconnect: unknown
}

/** Options of {@link createFrameProvider}. */
export type CreateFrameProviderParameters = {
  /** The frame to send RPC_REQUESTs through (only `request` is used). */
  frame: Pick<WalletFrame, 'request'>
  /** The stored chain id `eth_chainId` answers with (a number, hex, decimal or CAIP-2 string). */
  getChainId: () => number | string
  /** Methods sent straight to the frame (core's `SAFE_RPC_METHODS`). */
  safeMethods: readonly string[]
  /** Methods that need approval first (core's `UNSAFE_RPC_METHODS`). */
  unsafeMethods: readonly string[]
  /**
   * The methods the secure frame serves; any other is refused here, before approval is asked
   * (no ApproveTransaction for a request the frame would refuse). Default: the protocol's
   * `FRAME_RPC_METHODS`.
   */
  servedMethods?: readonly string[] | undefined
  /**
   * Asks the visitor (the modal's ApproveTransaction view). Resolve to go on; reject to refuse
   * (the rejection is what the dapp gets).
   */
  onApprovalRequired?: ((request: FrameProviderRequest) => Promise<void> | void) | undefined
}

/** An EIP-1193 provider over the secure frame. */
export type FrameProvider = {
  request(args: FrameProviderRequest): Promise<unknown>
  on<E extends keyof FrameProviderEvents>(
    event: E,
    listener: (payload: FrameProviderEvents[E]) => void,
  ): void
  removeListener<E extends keyof FrameProviderEvents>(
    event: E,
    listener: (payload: FrameProviderEvents[E]) => void,
  ): void
  /** Emits an EIP-1193 event (the auth connector reports account and chain changes this way). */
  emit<E extends keyof FrameProviderEvents>(event: E, payload: FrameProviderEvents[E]): void
  /** Aborts the pending unsafe requests (awaiting approval or in the frame); safe ones go on. */
  rejectPendingRequests(): number
}

/** The RPC_REQUEST payload: `params` only when given. */
function rpcPayload(args: FrameProviderRequest): { method: string; params?: unknown } {
  return args.params === undefined
    ? { method: args.method }
    : { method: args.method, params: args.params }
}

/** `eth_chainId`'s answer: the stored chain id as a 0x-prefixed hex quantity. */
function toHexChainId(chainId: number | string): string {
  if (typeof chainId === 'number') return `0x${chainId.toString(16)}`
  if (/^0x[0-9a-fA-F]+$/.test(chainId)) return `0x${BigInt(chainId).toString(16)}`
  const reference = chainId.includes(':') ? chainId.slice(chainId.indexOf(':') + 1) : chainId
  return /^\d+$/.test(reference) ? `0x${BigInt(reference).toString(16)}` : chainId
}

/**
 * An EIP-1193 provider over the secure frame: `eth_chainId` is answered locally
 * from the stored chain; safe methods go straight to the frame as RPC_REQUEST; unsafe methods
 * call `onApprovalRequired` first; a method the frame does not serve (`servedMethods`, default the
 * protocol's `FRAME_RPC_METHODS`) or outside both lists is refused with `Requested RPC call is not
 * allowed` before any approval is asked (the UI shows its message after
 * `RPC_NOT_ALLOWED_MESSAGE_DELAY_MS`).
 * `rejectPendingRequests()` aborts only the unsafe requests.
 *
 * @example
 * const provider = createFrameProvider({
 *   frame, getChainId: () => 1, safeMethods: SAFE_RPC_METHODS, unsafeMethods: UNSAFE_RPC_METHODS,
 *   onApprovalRequired: (request) => openApproveTransaction(request),
 * })
 * await provider.request({ method: 'personal_sign', params: ['0x68656c6c6f', address] })
 */
export function createFrameProvider(parameters: CreateFrameProviderParameters): FrameProvider {
  const safe: ReadonlySet<string> = new Set(parameters.safeMethods)
  const unsafe: ReadonlySet<string> = new Set(parameters.unsafeMethods)
  const served: ReadonlySet<string> = new Set(parameters.servedMethods ?? FRAME_RPC_METHODS)
  const pendingUnsafe = new Set<AbortController>()
  const listeners = new Map<string, Set<(payload: never) => void>>()

  async function requestUnsafe(args: FrameProviderRequest): Promise<unknown> {
    const controller = new AbortController()
    pendingUnsafe.add(controller)
    try {
      const aborted = new Promise<never>((_, reject) => {
        controller.signal.addEventListener('abort', () => reject(new FrameRequestAbortedError()), {
          once: true,
        })
      })
      aborted.catch(() => {})
      await Promise.race([Promise.resolve(parameters.onApprovalRequired?.(args)), aborted])
      if (controller.signal.aborted) throw new FrameRequestAbortedError()
      return await parameters.frame.request('RPC_REQUEST', rpcPayload(args), {
        signal: controller.signal,
      })
    } finally {
      pendingUnsafe.delete(controller)
    }
  }

  return {
    async request(args) {
      const { method } = args
      if (method === 'eth_chainId') return toHexChainId(parameters.getChainId())
      // Only what the frame serves (and the lists allow) goes on; the rest is refused at once.
      if (!served.has(method)) throw new FrameRpcMethodNotAllowedError(method)
      if (unsafe.has(method)) return requestUnsafe(args)
      if (safe.has(method)) {
        return parameters.frame.request('RPC_REQUEST', rpcPayload(args))
      }
      throw new FrameRpcMethodNotAllowedError(method)
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener as (payload: never) => void)
      listeners.set(event, set)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener as (payload: never) => void)
    },
    emit(event, payload) {
      for (const listener of [...(listeners.get(event) ?? [])]) {
        try {
          ;(listener as (payload: FrameProviderEvents[typeof event]) => void)(payload)
        } catch {
          // One listener's failure must not keep the event from the others.
        }
      }
    },
    rejectPendingRequests() {
      const count = pendingUnsafe.size
      for (const controller of [...pendingUnsafe]) controller.abort()
      return count
    },
  }
}
