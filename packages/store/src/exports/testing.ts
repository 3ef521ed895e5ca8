export { freePort } from '../testing/freePort'
export { startTestPostgres, type TestPostgres } from '../testing/startTestPostgres'
export { type StoreBackend, storeBackends } from '../testing/storeBackends'
