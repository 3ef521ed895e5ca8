// The Node entry for local chains in tests: a real anvil node and its funded test accounts.
// Named re-exports only (STYLE.md §7).

export { ANVIL_KEYS, anvilKey } from '../anvil/anvilKey'
export { type Anvil, type StartAnvilOptions, startAnvil } from '../anvil/startAnvil'
export { AnvilError } from '../errors/AnvilError'
