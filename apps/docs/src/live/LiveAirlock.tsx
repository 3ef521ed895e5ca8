import { createEvmAdapter } from '@airlock/adapter-evm'
import { base, mainnet } from '@airlock/core'
import { AirlockProvider, createAirlock } from '@airlock/react'
import { type ReactElement, type ReactNode, useState } from 'react'

// The services `npm run dev` starts (or `npx airlock-services` on the default ports): their
// `airlock-demo` project accepts this site's origins. The one setting every page shows.
const deployment = { projectId: 'airlock-demo', deploymentUrl: 'http://127.0.0.1:8787' }

/** One Airlock per live example, created in the browser on first render. */
export function LiveAirlock({ children }: { children: ReactNode }): ReactElement {
  const [airlock] = useState(() =>
    createAirlock({
      ...deployment,
      networks: [mainnet, base],
      adapters: [createEvmAdapter()],
      metadata: {
        name: 'Airlock docs',
        description: 'The live examples of the Airlock documentation',
        url: window.location.origin,
        icons: [],
      },
    }),
  )
  return <AirlockProvider airlock={airlock}>{children}</AirlockProvider>
}
