/** The parts of a MessageEvent the frame looks at. */
export type FrameMessage = { data: unknown; origin: string; source: unknown }

/** Where the frame keeps its own values (its localStorage in a browser). */
export type FrameStorage = {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

/** One call to the secure site's API; rejects with the server's message. */
export type CallApi = (
  path: string,
  body: Record<string, unknown>,
  token?: string,
) => Promise<unknown>

/** The frame's own storage keys (in the secure site's origin, never the dapp's). */
export const FRAME_STORAGE_KEYS = {
  token: 'airlock-frame/session-token',
  device: 'airlock-frame/device-id',
  /** The social logins in progress: their PKCE verifiers by OAuth `state` (socialFlowStore). */
  socialFlows: 'airlock-frame/social-flows',
} as const
