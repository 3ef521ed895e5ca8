'use client'

import { createEvmAdapter } from '@airlock/adapter-evm'
import { type AirlockInitialState, base, mainnet, withCloudRpc } from '@airlock/core'
import { AirlockProvider, createAirlock } from '@airlock/react'
import { type ReactNode, useState } from 'react'
import type { AirlockConfig } from '../config'

export type ProvidersProps = {
  config: AirlockConfig
  /** From `cookieToInitialState` in the layout; the same value on the server and in the browser. */
  initialState: AirlockInitialState | undefined
  children: ReactNode
}

/**
 * One Airlock per page load: created in `useState`, so each server request renders its own
 * (a module-level instance would be shared by every visitor of the server) and the browser keeps
 * one for the page's life.
 */
export function Providers({ config, initialState, children }: ProvidersProps) {
  const [airlock] = useState(() =>
    createAirlock({
      projectId: config.projectId,
      networks: [mainnet, base].map((network) =>
        withCloudRpc(network, { host: config.cloudUrl, projectId: config.projectId }),
      ),
      adapters: [createEvmAdapter()],
      apiUrl: config.cloudUrl,
      registryUrl: config.cloudUrl,
      relayUrl: config.relayUrl,
      secureSiteUrl: config.secureSiteUrl,
      // The connection in a cookie the layout reads back: the first HTML shows the account.
      connectionCookie: true,
      initialState,
    }),
  )
  return <AirlockProvider airlock={airlock}>{children}</AirlockProvider>
}
