/** The connection cookie's default name. */
export const CONNECTION_COOKIE_NAME = 'airlock.connection' as const
/** The connection cookie's default lifetime: 30 days, in seconds. */
export const CONNECTION_COOKIE_MAX_AGE_S = 2_592_000 as const
/**
 * The longest cookie value read back, in characters (still encoded). Two namespaces fit in about
 * 600; anything longer was not written by Airlock and is ignored unread.
 */
export const CONNECTION_COOKIE_MAX_LENGTH = 2048 as const
/** The longest connector id kept in the cookie. */
export const CONNECTION_COOKIE_MAX_CONNECTOR_ID_LENGTH = 256 as const
/** The cookie format's version, its `v` field. */
export const CONNECTION_COOKIE_VERSION = 1 as const
