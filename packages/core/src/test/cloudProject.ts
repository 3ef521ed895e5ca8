/** The project the local cloud is started with for core's tests, and the one origin it allows. */
export const CLOUD_PROJECT = { id: 'core-test', origin: 'http://allowed.test' } as const
