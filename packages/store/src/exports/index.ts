export { InvalidProjectsError } from '../errors/InvalidProjectsError'
export { StoreError } from '../errors/StoreError'
export {
  type ConfigErrorClass,
  type ParsedProject,
  parseProjects,
} from '../projects/parseProjects'
export { createPgListener } from '../store/createPgListener'
export { createPgliteStore } from '../store/createPgliteStore'
export { createPgStore } from '../store/createPgStore'
export { createStore } from '../store/createStore'
export { migrate } from '../store/migrate'
export { openPglite } from '../store/openPglite'
export type {
  CreateStoreParameters,
  ListenHandlers,
  MigrateParameters,
  Store,
  StoreListener,
} from '../store/types'
