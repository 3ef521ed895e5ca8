import { cloudSiwxStore, createSiwx } from '@airlock/siwx'
import { cloudUrl, projectId } from './config'

/** The sign-in page's session store: nonces, sessions and revocation in the cloud. */
export const store = cloudSiwxStore({ apiUrl: cloudUrl, projectId })

/** Messages, sessions and revocation through the store; `required` is the page's (src/siwx.ts). */
export const siwx = createSiwx({ store, statement: 'Sign in to the Airlock demo' })
