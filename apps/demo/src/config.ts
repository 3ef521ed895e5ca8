// Where the demo finds its services. Defaults are the local cloud that `npm run dev` starts;
// set VITE_AIRLOCK_CLOUD_URL / VITE_AIRLOCK_PROJECT_ID to point it at another deployment (the
// end-to-end tests build the demo against a cloud on free ports this way).
export const cloudUrl: string = import.meta.env.VITE_AIRLOCK_CLOUD_URL ?? 'http://127.0.0.1:8787'
export const projectId: string = import.meta.env.VITE_AIRLOCK_PROJECT_ID ?? 'airlock-demo'
/** The embedded wallet's secure site (email and social login); another origin than the demo. */
export const secureSiteUrl: string =
  import.meta.env.VITE_AIRLOCK_SECURE_SITE_URL ?? 'http://127.0.0.1:8788'

/** The WalletConnect relay (the local cloud starts one on 8789). */
export const relayUrl: string = import.meta.env.VITE_AIRLOCK_RELAY_URL ?? 'ws://127.0.0.1:8789'

/** Where "Send transaction" sends 0.001 ETH: the tenth account of the `test ... junk` mnemonic. */
export const recipient = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720'
