/** The suffix every name this cloud registers ends with (`ana.airlock`). */
export const NAME_SUFFIX = '.airlock'
/** Shortest label (SPEC §5: at least 4 letters, digits or hyphens). */
export const MIN_LABEL_LENGTH = 4
/** Longest label (one DNS label, SPEC-READINGS "Names"). */
export const MAX_LABEL_LENGTH = 63
/** How far a signed registration's `timestamp` may be from the cloud's clock: 10 minutes. */
export const REGISTRATION_MAX_AGE_MS = 10 * 60 * 1000
/** At most this many attributes, each key up to 32 and each value up to 256 characters. */
export const MAX_ATTRIBUTES = 10
/** How many free names `GET /v1/profile/suggestions/{name}` answers at most. */
export const MAX_SUGGESTIONS = 5
