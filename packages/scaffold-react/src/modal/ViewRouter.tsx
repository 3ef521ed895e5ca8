import { type AirlockCore, isConnected, type View } from '@airlock/core'
import { ErrorState, Spinner } from '@airlock/ui'
import type { ReactElement } from 'react'
import { useAirlockInstance } from '../hooks/useAirlockInstance'
import { ChunkView, type ViewChunk } from '../internal/preloadable'
import { apiClientsFor } from '../internal/useApiClients'
import { prefetchRegistryWallets } from '../views/Connect/useRegistryWallets'
import { accountView } from './accountView'
import { VIEW_REGISTRY } from './viewRegistry'

/**
 * Fetches the chunks of the views the modal leads to next: the registry's views marked
 * `preloadOnOpen` (a wallet's connecting view, All Wallets, the WalletConnect views, Account and
 * Networks).
 */
export function preloadViews(): Promise<unknown> {
  const chunks = new Set<ViewChunk<Record<string, never>>>()
  for (const entry of Object.values(VIEW_REGISTRY)) {
    if (entry.preloadOnOpen && 'chunk' in entry.source) chunks.add(entry.source.chunk)
  }
  return Promise.all([...chunks].map((chunk) => chunk.preload()))
}

/**
 * On intent (hover, focus of a connect or account button), readies what the modal opens on: for a
 * connected visitor the Account view's chunk, otherwise the Connect view's registry request.
 */
export function prepareOpening(core: AirlockCore): Promise<void> {
  // Not through the registry: a page with only a connect button would load the Connect view.
  if (isConnected(core)) return accountView.preload()
  prefetchRegistryWallets(core, apiClientsFor(core))
  return Promise.resolve()
}

/**
 * The current view's component, from the view registry. Views in chunks of their own render
 * through `Chunk` (no Suspense: see `internal/preloadable.tsx`).
 */
export function ViewRouter({ view }: { view: View }): ReactElement | null {
  const { source } = VIEW_REGISTRY[view]
  if ('chunk' in source) return <Chunk chunk={source.chunk} />
  const Eager = source.eager
  return <Eager />
}

/** A view in its own chunk: a spinner while it loads, an error with `Try again` if it cannot. */
function Chunk({ chunk }: { chunk: ViewChunk<Record<string, never>> }): ReactElement | null {
  const { messages } = useAirlockInstance()
  return (
    <ChunkView
      chunk={chunk}
      props={{}}
      fallback={<ViewLoading />}
      failed={(retry) => (
        <ErrorState
          title={messages.somethingWentWrong}
          actionLabel={messages.tryAgain}
          onAction={retry}
        />
      )}
    />
  )
}

function ViewLoading(): ReactElement {
  const { messages } = useAirlockInstance()
  return <Spinner label={messages.loading} />
}
