import { createEvmAdapter } from '@airlock/adapter-evm'
import { base, mainnet, withCloudRpc } from '@airlock/core'
import { AirlockProvider, createAirlock } from '@airlock/react'
import { type ReactElement, type ReactNode, useState } from 'react'

// The local cloud that `npm run dev` starts; its `airlock-demo` project accepts this site's origin (port 3000).
const cloud = { host: 'http://127.0.0.1:8787', projectId: 'airlock-demo' }
const networks = [mainnet, base].map((network) => withCloudRpc(network, cloud))

/** One Airlock per live example, created in the browser on first render. */
export function LiveAirlock({ children }: { children: ReactNode }): ReactElement {
  const [airlock] = useState(() =>
    createAirlock({
      projectId: cloud.projectId,
      networks,
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
