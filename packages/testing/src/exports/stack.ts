// The Node entry that starts the local stack for a dapp's end-to-end tests.
// Named re-exports only (STYLE.md §7).

export { LocalStackError } from '../errors/LocalStackError'
export { freePorts } from '../stack/freePorts'
export { localStackFromEnv } from '../stack/localStackFromEnv'
export { startLocalStack } from '../stack/startLocalStack'
export type { LocalStack, LocalStackPort, StartLocalStackOptions } from '../stack/types'
