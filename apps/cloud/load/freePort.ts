/** A free loopback TCP port: the store's helper, shared by the cloud's tests and load runs. */
export { freePort } from '@airlock/store/testing'
