import {
  type AccountType,
  type AirlockStorage,
  DEFAULT_ACCOUNT_TYPES,
  DISALLOWED_RPC_MESSAGE_DELAY_MS,
  EMAIL_LOGIN_RETRY_MS,
  type EmbeddedWalletTimeout,
  isSafeRpcMethod,
  isUnsafeRpcMethod,
  RpcMethodNotAllowedError,
  SAFE_RPC_METHODS,
  type SocialProvider,
  STORAGE_KEYS,
  UNSAFE_RPC_METHODS,
  UserRejectedRequestError,
} from '@airlock/core'
import type { FrameProvider, FrameRequestOptions, WalletFrame } from '@airlock/wallet-frame'
// The served-method list only (a few hundred bytes); the frame's code stays behind `import()`.
import { FRAME_RPC_METHODS, isFrameRpcMethod } from '@airlock/wallet-frame/protocol'
import { EmailLoginRetryError } from './EmailLoginRetryError'
import type { AuthRequest, AuthRequestFn, AuthSnapshot, AuthUser } from './types'

/** What the controller needs of the frame: `@airlock/wallet-frame`'s `WalletFrame`. */
export type AuthFrame = Pick<WalletFrame, 'request' | 'abort' | 'destroy' | 'ready' | 'on'>

export type CreateAuthControllerParameters = {
  /** The secure site (its origin is the only one the frame trusts). */
  secureSiteUrl: string
  projectId: string
  /** Core's storage: the `@appkit-wallet/` keys of SPEC.md §3. */
  storage: AirlockStorage
  /** The eip155 chain id the dapp is on (the frame starts there). */
  getChainId(): number
  enableLogger?: boolean | undefined
  /**
   * Creates the frame. Default: `createWalletFrame` of `@airlock/wallet-frame`, loaded with
   * `import()` on first use, so a page that never logs in never fetches it. Tests pass a double.
   */
  createFrame?: ((options: { chainId: string }) => Promise<AuthFrame>) | undefined
}

/** The auth connector's logic, shared by the modal's views and the wagmi connector. */
export type AuthController = ReturnType<typeof buildController>

export type CreateAuthControllerReturnType = AuthController

/**
 * The embedded wallet behind the AUTH connector (SPEC.md §4 "Embedded-wallet session"): every
 * frame request of SPEC.md §7 with the storage rules around it (login-used flag, email, last chain
 * and social username stored after a connect or GET_USER and deleted when IS_CONNECTED says no,
 * on sign-out or on an error; the email login time stored by CONNECT_EMAIL, a second one within
 * 30 s refused with `Please try again after N seconds`; a failed preferred-account switch falls
 * back to eoa; a failed smart-account network fetch stores an empty list), the allow-list of
 * SPEC.md §6 (`Requested RPC call is not allowed`, its UI signal raised 300 ms later) and the
 * approval of unsafe requests.
 *
 * @example
 * const auth = createAuthController({ secureSiteUrl, projectId, storage: core.storage, getChainId: () => 1 })
 * const { action } = await auth.connectEmail({ email: 'visitor@example.org' }) // 'VERIFY_OTP'
 * await auth.connectOtp({ otp: '123456' })
 * const user = await auth.getUser({ chainId: 1 })
 */
export function createAuthController(
  parameters: CreateAuthControllerParameters,
): CreateAuthControllerReturnType {
  return buildController(parameters)
}

type Loaded = { frame: AuthFrame; provider: FrameProvider }

type Approval = {
  request: AuthRequest
  /** Resolves with the visitor's answer. */
  decided: Promise<boolean>
  decide(approved: boolean): void
  settle(outcome: { ok: true } | { ok: false; error: unknown }): void
  done: Promise<void>
}

function toUser(user: {
  email?: string | null | undefined
  address: string
  chainId: string | number
  accounts?: readonly { address: string; type: AccountType }[] | undefined
  userName?: string | null | undefined
  smartAccountDeployed?: boolean | undefined
  preferredAccountType?: AccountType | undefined
}): AuthUser {
  return {
    ...(user.email === undefined ? {} : { email: user.email }),
    address: user.address,
    chainId: user.chainId,
    accounts: user.accounts ?? [{ address: user.address, type: 'eoa' }],
    ...(user.userName ? { userName: user.userName } : {}),
    smartAccountDeployed: user.smartAccountDeployed ?? false,
    ...(user.preferredAccountType ? { preferredAccountType: user.preferredAccountType } : {}),
  }
}

/** The caller's time-out callback (SPEC.md §9), passed to the frame request as is. */
type TimeoutOption = EmbeddedWalletTimeout

// The frame runs `onTimeout` when its 30000 ms time-out passes, then aborts the request.
function timeoutOptions(onTimeout: (() => void) | undefined): FrameRequestOptions {
  return onTimeout ? { onTimeout } : {}
}

function toChainNumber(chainId: string | number): number {
  if (typeof chainId === 'number') return chainId
  const last = chainId.split(':').pop() ?? ''
  return Number(last)
}

function buildController(parameters: CreateAuthControllerParameters) {
  const { storage, getChainId } = parameters
  let loaded: Promise<Loaded> | undefined
  let snapshot: AuthSnapshot = {
    user: undefined,
    socialProvider: undefined,
    pendingRequest: undefined,
    refusedRequests: 0,
    smartAccountEnabledNetworks: storage.getSmartAccountEnabledNetworks(),
  }
  const listeners = new Set<() => void>()
  const approvals: Approval[] = []
  const timers = new Set<ReturnType<typeof setTimeout>>()

  const set = (patch: Partial<AuthSnapshot>) => {
    snapshot = { ...snapshot, ...patch }
    for (const listener of listeners) listener()
  }

  // Both come from one `import()`: a page that never logs in never fetches the frame's code.
  const load = async (): Promise<Loaded> => {
    const module = await import('@airlock/wallet-frame')
    const chainId = `eip155:${getChainId()}`
    const created: AuthFrame = parameters.createFrame
      ? await parameters.createFrame({ chainId })
      : module.createWalletFrame({
          secureSiteUrl: parameters.secureSiteUrl,
          projectId: parameters.projectId,
          chainId,
          enableLogger: parameters.enableLogger ?? false,
        })
    // SPEC.md §7: the frame pushes its session token; kept (core's
    // `@airlock/EMBEDDED_SESSION_TOKEN`) and handed back in IS_CONNECTED, so a frame whose own
    // storage was lost can take the session up again.
    created.on('SESSION_UPDATE', ({ token }) => storage.setEmbeddedSessionToken(token))
    try {
      await created.ready()
    } catch (error) {
      created.destroy()
      throw error
    }
    const provider = module.createFrameProvider({
      frame: created,
      getChainId: () => snapshot.user?.chainId ?? getChainId(),
      safeMethods: SAFE_RPC_METHODS,
      unsafeMethods: UNSAFE_RPC_METHODS,
      servedMethods: FRAME_RPC_METHODS,
      // The controller asked the visitor before handing the request over (see `request`).
      onApprovalRequired: () => undefined,
    })
    return { frame: created, provider }
  }

  const getLoaded = (): Promise<Loaded> => {
    if (!loaded) {
      const loading = load()
      loaded = loading
      // A frame that failed to load is forgotten: the next request tries again.
      loading.catch(() => {
        if (loaded === loading) loaded = undefined
      })
    }
    return loaded
  }
  const getFrame = async (): Promise<AuthFrame> => (await getLoaded()).frame

  // SPEC.md §4: deleted when IS_CONNECTED is false, on sign-out and on an error.
  const forgetSession = () => {
    storage.clearEmbeddedSession()
    storage.setEmbeddedSessionToken(undefined)
    if (snapshot.user || snapshot.socialProvider) {
      set({ user: undefined, socialProvider: undefined })
    }
  }

  const rememberUser = (user: AuthUser) => {
    // SPEC.md §4: after a successful getUser or connect.
    storage.setEmailLoginUsed(true)
    if (user.email) storage.setEmail(user.email)
    storage.remove(STORAGE_KEYS.LAST_EMAIL_LOGIN_TIME)
    const chain = toChainNumber(user.chainId)
    if (Number.isSafeInteger(chain) && chain > 0) storage.setLastUsedChain(`eip155:${chain}`)
    if (user.userName) storage.setSocialUsername(user.userName)
    set({ user })
  }

  const fetchSmartAccountNetworks = async (): Promise<number[]> => {
    try {
      const { smartAccountEnabledNetworks } = await (await getFrame()).request(
        'GET_SMART_ACCOUNT_ENABLED_NETWORKS',
      )
      storage.setSmartAccountEnabledNetworks(smartAccountEnabledNetworks)
      set({ smartAccountEnabledNetworks: storage.getSmartAccountEnabledNetworks() })
    } catch {
      // SPEC.md §4: a failed fetch makes the stored list empty.
      storage.setSmartAccountEnabledNetworks([])
      set({ smartAccountEnabledNetworks: [] })
    }
    return [...snapshot.smartAccountEnabledNetworks]
  }

  const getUser = async ({ chainId }: { chainId: number }): Promise<AuthUser> => {
    const preferredAccountType = storage.getPreferredAccountType() ?? DEFAULT_ACCOUNT_TYPES.eip155
    try {
      const reply = await (await getFrame()).request('GET_USER', {
        chainId,
        ...(preferredAccountType === 'payment' ? {} : { preferredAccountType }),
      })
      const user = toUser(reply)
      rememberUser(user)
      void fetchSmartAccountNetworks()
      return user
    } catch (error) {
      forgetSession()
      throw error
    }
  }

  const showNext = () => {
    const next = approvals[0]
    if (snapshot.pendingRequest !== next?.request) set({ pendingRequest: next?.request })
  }

  // One unsafe request at a time is shown; the others wait their turn.
  const askApproval = (request: AuthRequest): Approval => {
    let decide: (approved: boolean) => void = () => undefined
    let settle: Approval['settle'] = () => undefined
    const decided = new Promise<boolean>((resolve) => {
      decide = resolve
    })
    const done = new Promise<void>((resolve, reject) => {
      settle = (outcome) => (outcome.ok ? resolve() : reject(outcome.error))
    })
    done.catch(() => undefined)
    const approval: Approval = {
      request,
      decided,
      decide: (approved) => decide(approved),
      settle: (outcome) => settle(outcome),
      done,
    }
    approvals.push(approval)
    showNext()
    void decided.then((approved) => {
      if (!approved) finish(approval)
    })
    return approval
  }

  const finish = (approval: Approval) => {
    const index = approvals.indexOf(approval)
    if (index >= 0) approvals.splice(index, 1)
    showNext()
  }

  const refuse = (method: string): never => {
    // SPEC.md §8 and SPEC-READINGS: thrown now, the UI message 300 ms later.
    const timer = setTimeout(() => {
      timers.delete(timer)
      set({ refusedRequests: snapshot.refusedRequests + 1 })
    }, DISALLOWED_RPC_MESSAGE_DELAY_MS)
    timers.add(timer)
    throw new RpcMethodNotAllowedError({ method })
  }

  const rpc = async (method: string, params: unknown): Promise<unknown> =>
    (await getLoaded()).provider.request(params === undefined ? { method } : { method, params })

  /** The EIP-1193 `request` of the embedded wallet. */
  const request: AuthRequestFn = async ({ method, params }) => {
    const user = snapshot.user
    if (method === 'eth_chainId') {
      // SPEC.md §6: answered locally from the stored value.
      return `0x${toChainNumber(user?.chainId ?? getChainId()).toString(16)}`
    }
    if (method === 'eth_accounts' || method === 'eth_requestAccounts') {
      return user ? [user.address] : []
    }
    // The frame serves only the protocol's FRAME_RPC_METHODS: anything else is refused here,
    // before ApproveTransaction opens (SPEC.md §6; the UI signal follows 300 ms later).
    if (!isFrameRpcMethod(method)) return refuse(method)
    if (isSafeRpcMethod(method)) return rpc(method, params)
    if (!isUnsafeRpcMethod(method)) return refuse(method)
    const approval = askApproval({ method, params })
    const approved = await approval.decided
    if (!approved) throw new UserRejectedRequestError()
    try {
      const result = await rpc(method, params)
      approval.settle({ ok: true })
      return result
    } catch (error) {
      approval.settle({ ok: false, error })
      throw error
    } finally {
      finish(approval)
    }
  }

  const frameRequest = async <T>(run: (frame: AuthFrame) => Promise<T>): Promise<T> =>
    run(await getFrame())

  return {
    getSnapshot: (): AuthSnapshot => snapshot,
    subscribe: (listener: () => void): (() => void) => {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    /** Starts loading the frame (the visitor showed intent); failures surface on the next request. */
    preload: (): void => {
      getFrame().catch(() => undefined)
    },
    request: request as AuthRequestFn,

    async connectEmail({ email, onTimeout }: { email: string } & TimeoutOption): Promise<{
      action: 'VERIFY_DEVICE' | 'VERIFY_OTP' | 'CONNECT'
    }> {
      const last = storage.getLastEmailLoginTime()
      const now = Date.now()
      // SPEC.md §4, §9: a second attempt within 30 s is refused, with the seconds left.
      if (last !== undefined && now >= last && now - last < EMAIL_LOGIN_RETRY_MS) {
        throw new EmailLoginRetryError({ retryAt: last + EMAIL_LOGIN_RETRY_MS, now })
      }
      const reply = await frameRequest((f) =>
        f.request('CONNECT_EMAIL', { email }, timeoutOptions(onTimeout)),
      )
      storage.setLastEmailLoginTime(Date.now())
      return reply
    },
    connectDevice: ({ onTimeout }: TimeoutOption = {}): Promise<void> =>
      frameRequest((f) => f.request('CONNECT_DEVICE', undefined, timeoutOptions(onTimeout))),
    connectOtp: ({ otp, onTimeout }: { otp: string } & TimeoutOption): Promise<void> =>
      frameRequest((f) => f.request('CONNECT_OTP', { otp }, timeoutOptions(onTimeout))),
    getSocialRedirectUri: ({
      provider,
      onTimeout,
    }: { provider: SocialProvider } & TimeoutOption): Promise<{ uri: string }> =>
      frameRequest((f) =>
        f.request('GET_SOCIAL_REDIRECT_URI', { provider }, timeoutOptions(onTimeout)),
      ),
    async connectSocial({
      uri,
      provider,
      onTimeout,
    }: {
      uri: string
      provider: SocialProvider
    } & TimeoutOption): Promise<void> {
      const user = toUser(
        await frameRequest((f) => f.request('CONNECT_SOCIAL', { uri }, timeoutOptions(onTimeout))),
      )
      rememberUser(user)
      set({ socialProvider: provider })
    },
    getFarcasterUri: (): Promise<{ url: string }> =>
      frameRequest((f) => f.request('GET_FARCASTER_URI')),
    async connectFarcaster(): Promise<{ userName: string }> {
      const reply = await frameRequest((f) => f.request('CONNECT_FARCASTER'))
      storage.setSocialUsername(reply.userName)
      set({ socialProvider: 'farcaster' })
      return reply
    },
    getUser: getUser as (parameters: { chainId: number }) => Promise<AuthUser>,
    /** The chain the dapp is on now (core's active eip155 network). */
    getChainId: (): number => getChainId(),
    /** The chain of the last session (SPEC.md §3 last-used chain), as a number. */
    getLastChainId: (): number | undefined => {
      const chain = storage.getLastUsedChain()
      const id = chain ? Number(chain.split(':')[1]) : Number.NaN
      return Number.isSafeInteger(id) && id > 0 ? id : undefined
    },
    /**
     * Whether a stored embedded session is still live. Without the login-used flag the frame is
     * not even loaded; IS_CONNECTED carries the token the frame last pushed (SESSION_UPDATE), if
     * any; IS_CONNECTED false or an error deletes the session keys and the token (SPEC.md §4).
     */
    async isAuthorized(): Promise<boolean> {
      if (!storage.getEmailLoginUsed()) return false
      const token = storage.getEmbeddedSessionToken()
      try {
        const { isConnected } = await frameRequest((f) =>
          f.request('IS_CONNECTED', token ? { token } : {}),
        )
        if (!isConnected) forgetSession()
        return isConnected
      } catch {
        forgetSession()
        return false
      }
    },
    async switchNetwork({ chainId }: { chainId: number }): Promise<number> {
      const reply = await frameRequest((f) => f.request('SWITCH_NETWORK', { chainId }))
      const next = toChainNumber(reply.chainId)
      storage.setLastUsedChain(`eip155:${next}`)
      if (snapshot.user) set({ user: { ...snapshot.user, chainId: next } })
      return next
    },
    async signOut(): Promise<void> {
      for (const approval of approvals.splice(0)) approval.decide(false)
      showNext()
      try {
        if (loaded) await frameRequest((f) => f.request('SIGN_OUT'))
      } finally {
        forgetSession()
      }
    },
    updateEmail: ({
      email,
    }: {
      email: string
    }): Promise<{ action: 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP' }> =>
      frameRequest((f) => f.request('UPDATE_EMAIL', { email })),
    updateEmailPrimaryOtp: ({ otp }: { otp: string }): Promise<void> =>
      frameRequest((f) => f.request('UPDATE_EMAIL_PRIMARY_OTP', { otp })),
    async updateEmailSecondaryOtp({ otp }: { otp: string }): Promise<{ newEmail: string }> {
      const reply = await frameRequest((f) => f.request('UPDATE_EMAIL_SECONDARY_OTP', { otp }))
      storage.setEmail(reply.newEmail)
      if (snapshot.user) set({ user: { ...snapshot.user, email: reply.newEmail } })
      return reply
    },
    /** SET_PREFERRED_ACCOUNT; a failure falls back to eoa (SPEC.md §4). Resolves to the type in use. */
    async setPreferredAccountType({ type }: { type: AccountType }): Promise<AccountType> {
      try {
        const reply = await frameRequest((f) =>
          f.request('SET_PREFERRED_ACCOUNT', { type: type === 'payment' ? 'eoa' : type }),
        )
        storage.setPreferredAccountType(reply.type)
        const { user } = snapshot
        if (user)
          set({ user: { ...user, address: reply.address, preferredAccountType: reply.type } })
        return reply.type
      } catch {
        storage.setPreferredAccountType('eoa')
        const { user } = snapshot
        if (user) set({ user: { ...user, preferredAccountType: 'eoa' } })
        return 'eoa'
      }
    },
    getSmartAccountEnabledNetworks: (): Promise<number[]> => fetchSmartAccountNetworks(),
    /** Lets the request on show go to the frame; settles with the frame's answer. */
    approveRequest(): Promise<void> {
      const approval = approvals[0]
      if (!approval) return Promise.resolve()
      approval.decide(true)
      return approval.done
    },
    /**
     * Refuses the request on show and every other unsafe one still waiting for the visitor (the
     * dapp gets `UserRejectedRequestError`); safe requests go on (SPEC.md §4). A request the
     * visitor already approved is not aborted: it is with the frame, which signs or sends it
     * whatever the page does, so the dapp gets the frame's own answer, not `Request was aborted`.
     */
    rejectRequest(): void {
      for (const approval of [...approvals]) approval.decide(false)
    },
    /** Removes the frame, refuses waiting requests and stops timers (tests, hot reload). */
    destroy(): void {
      for (const approval of approvals.splice(0)) approval.decide(false)
      for (const timer of timers) clearTimeout(timer)
      timers.clear()
      void loaded?.then(
        ({ frame }) => frame.destroy(),
        () => undefined,
      )
      loaded = undefined
      listeners.clear()
    },
  }
}
