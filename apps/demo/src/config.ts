// Where the demo finds its services. Defaults are the local cloud that `npm run dev` starts;
// set VITE_AIRLOCK_CLOUD_URL / VITE_AIRLOCK_PROJECT_ID to point it at another deployment.
export const cloudUrl: string = import.meta.env.VITE_AIRLOCK_CLOUD_URL ?? 'http://127.0.0.1:8787'
export const projectId: string = import.meta.env.VITE_AIRLOCK_PROJECT_ID ?? 'airlock-demo'
