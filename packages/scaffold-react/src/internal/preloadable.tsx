import { type ComponentType, type ReactElement, useEffect, useReducer, useState } from 'react'

/** The code of a component that is a chunk of its own; render it with `<ChunkView chunk />`. */
export type ViewChunk<P extends object> = {
  /** Fetches and evaluates the chunk; resolves once the component can render in one pass. */
  preload: () => Promise<void>
  /** The component, once loaded. */
  readonly view: ComponentType<P> | undefined
}

/** A component in a chunk of its own: `load` runs once, and again after a failure. */
export function viewChunk<P extends object = Record<string, never>>(
  load: () => Promise<ComponentType<P>>,
): ViewChunk<P> {
  let view: ComponentType<P> | undefined
  let pending: Promise<void> | undefined
  return {
    preload() {
      pending ??= load().then(
        (loaded) => {
          view = loaded
        },
        (error: unknown) => {
          pending = undefined
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
