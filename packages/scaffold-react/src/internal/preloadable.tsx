import { type ComponentType, type ReactElement, useEffect, useReducer, useState } from 'react'

/** The code of a component that is a chunk of its own; render it with `<ChunkView chunk />`. */
export type ViewChunk<P extends object> = {
  /** Fetches and evaluates the chunk; resolves once the component can render in one pass. */
  preload: () => Promise<void>
  /** The component, once loaded. */
  readonly view: ComponentType<P> | undefined
}

/**
 * A component in a chunk of its own: `load` imports its module (a literal `import()`, so bundlers
 * split it), `pick` takes the component from it. It loads once, and again after a failure.
 *
 * Chromium keeps a failed `import()` in its module map: importing the same URL again fails at once
 * without a request, so a plain retry could never succeed. The browser names the URL in its error
 * ("Failed to fetch dynamically imported module: <url>"); a retry imports that URL with a query
 * added (`airlock-retry=<n>`), which is a new module-map entry the browser does fetch. Where the
 * error names no URL (Safari), the retry calls `load` again.
 */
export function viewChunk<M, P extends object = Record<string, never>>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
  importFresh: (url: string) => Promise<unknown> = importUrl,
): ViewChunk<P> {
  let view: ComponentType<P> | undefined
  let pending: Promise<void> | undefined
  let failedUrl: string | undefined
  let retries = 0
  return {
    preload() {
      pending ??= (
        failedUrl === undefined
          ? load()
          : (importFresh(withRetryQuery(failedUrl, ++retries)) as Promise<M>)
      ).then(
        (loaded) => {
          view = pick(loaded)
        },
        (error: unknown) => {
          pending = undefined
          failedUrl = failedModuleUrl(error) ?? failedUrl
          throw error
        },
      )
      return pending
    },
    get view() {
      return view
    },
  }
}

function importUrl(url: string): Promise<unknown> {
  return import(/* @vite-ignore */ /* webpackIgnore: true */ url)
}

/** The http(s) module URL a failed `import()` names in its message (Chromium, Firefox), if any. */
export function failedModuleUrl(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined
  const match = /\b(https?:\/\/\S+)/.exec(error.message)
  if (!match?.[1]) return undefined
  try {
    return new URL(match[1]).href
  } catch {
    return undefined
  }
}

/** `url` with `airlock-retry=<attempt>` in its query (replacing an earlier one). */
export function withRetryQuery(url: string, attempt: number): string {
  const fresh = new URL(url)
  fresh.searchParams.set('airlock-retry', String(attempt))
  return fresh.href
}

export type ChunkViewProps<P extends object> = {
  chunk: ViewChunk<P>
  props: P
  /** Shown while the chunk loads. */
  fallback: ReactElement | null
  /** Shown when the chunk failed to load (offline, a new deploy); `retry` asks again. */
  failed: (retry: () => void) => ReactElement | null
}

/**
 * Renders a chunked component. Unlike `React.lazy`, once the chunk has loaded (`preload()`) it
 * renders in the same pass, with no Suspense fallback and so none of React's 300 ms reveal
 * throttle; before that it renders `fallback` and swaps in when the chunk arrives. A chunk that
 * fails to load shows `failed` with a retry instead of throwing through the dapp's tree.
 */
export function ChunkView<P extends object>({
  chunk,
  props,
  fallback,
  failed,
}: ChunkViewProps<P>): ReactElement | null {
  const [, rerender] = useReducer((count: number) => count + 1, 0)
  const [attempt, setAttempt] = useState(0)
  // The chunk that failed: a failure belongs to its chunk, not to the next view rendered here.
  const [failedChunk, setFailedChunk] = useState<ViewChunk<P> | null>(null)
  const View = chunk.view
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is a dependency on purpose: a retry loads again
  useEffect(() => {
    if (View) return
    let current = true
    chunk.preload().then(
      () => current && rerender(),
      () => current && setFailedChunk(chunk),
    )
    return () => {
      current = false
    }
  }, [chunk, View, attempt])
  if (View) return <View {...props} />
  if (failedChunk === chunk)
    return failed(() => {
      setFailedChunk(null)
      setAttempt((count) => count + 1)
    })
  return fallback
}
