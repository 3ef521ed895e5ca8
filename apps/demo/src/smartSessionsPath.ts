/** The demo's smart-sessions page (`/smart-sessions`): the `smartSessions` feature is on there. */
export const SMART_SESSIONS_PATH = '/smart-sessions'
