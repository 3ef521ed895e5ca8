export { InvalidProjectsError } from '../errors/InvalidProjectsError'
export { StoreError } from '../errors/StoreError'
export {
  type ConfigErrorClass,
  type ParsedProject,
  parseProjects,
} from '../projects/parseProjects'
export { createPgliteStore } from '../store/createPgliteStore'
export { createPgStore } from '../store/createPgStore'
export { createStore } from '../store/createStore'
export { migrate } from '../store/migrate'
export { openPglite } from '../store/openPglite'
export type { CreateStoreParameters, MigrateParameters, Store } from '../store/types'
