/** Suffix of the names the names service registers (`ana.airlock`); added to a typed label. */
export const ACCOUNT_NAME_SUFFIX = '.airlock' as const
