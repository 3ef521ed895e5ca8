import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import {
  ChunkView,
  failedModuleUrl,
  type ViewChunk,
  viewChunk,
  withRetryQuery,
} from './preloadable'

afterEach(cleanup)

const Hello = ({ name }: { name: string }) => <p>Hello {name}</p>
type HelloModule = { Hello: typeof Hello }
const HELLO_MODULE: HelloModule = { Hello }
const pick = (module: HelloModule) => module.Hello

function renderChunk(chunk: ViewChunk<{ name: string }>) {
  return render(
    <ChunkView
      chunk={chunk}
      props={{ name: 'Ada' }}
      fallback={<p>Loading</p>}
      failed={(retry) => (
        <button type="button" onClick={retry}>
          Try again
        </button>
      )}
    />,
  )
}

describe('ChunkView', () => {
  test('shows the fallback, then the component with its props once the chunk arrives', async () => {
    const load = vi.fn(async () => HELLO_MODULE)
    renderChunk(viewChunk(load, pick))
    expect(screen.getByText('Loading')).toBeTruthy()
    expect(await screen.findByText('Hello Ada')).toBeTruthy()
    expect(load).toHaveBeenCalledTimes(1)
  })

  test('a preloaded chunk renders in the first pass: no fallback is ever shown', async () => {
    const chunk = viewChunk(async () => HELLO_MODULE, pick)
    await chunk.preload()
    renderChunk(chunk)
    expect(screen.queryByText('Loading')).toBeNull()
    expect(screen.getByText('Hello Ada')).toBeTruthy()
  })

  test('a chunk that fails shows the failure instead of throwing; Try again loads it anew', async () => {
    const load = vi
      .fn<() => Promise<HelloModule>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(HELLO_MODULE)
    renderChunk(viewChunk(load, pick))
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('Hello Ada')).toBeTruthy()
    expect(load).toHaveBeenCalledTimes(2)
  })

  test('a failed preload in the background leaves the next render to ask again', async () => {
    const load = vi
      .fn<() => Promise<HelloModule>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(HELLO_MODULE)
    const chunk = viewChunk(load, pick)
    await expect(chunk.preload()).rejects.toThrow('offline')
    renderChunk(chunk)
    expect(await screen.findByText('Hello Ada')).toBeTruthy()
  })

  test('concurrent preloads share one load', async () => {
    const load = vi.fn(async () => HELLO_MODULE)
    const chunk = viewChunk(load, pick)
    await act(() => Promise.all([chunk.preload(), chunk.preload()]))
    expect(load).toHaveBeenCalledTimes(1)
  })

  test('a failure naming its module URL retries that URL with a query: the browser keeps the failed one', async () => {
    const url = 'https://dapp.example/assets/AllWallets-abc.js'
    const load = vi
      .fn<() => Promise<HelloModule>>()
      .mockRejectedValue(new TypeError(`Failed to fetch dynamically imported module: ${url}`))
    const importFresh = vi
      .fn<(url: string) => Promise<unknown>>()
      .mockRejectedValueOnce(
        new TypeError(`Failed to fetch dynamically imported module: ${url}?airlock-retry=1`),
      )
      .mockResolvedValueOnce(HELLO_MODULE)
    renderChunk(viewChunk(load, pick, importFresh))
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('Hello Ada')).toBeTruthy()
    expect(load).toHaveBeenCalledTimes(1)
    expect(importFresh.mock.calls.map(([called]) => called)).toEqual([
      `${url}?airlock-retry=1`,
      `${url}?airlock-retry=2`,
    ])
  })
})

describe('failedModuleUrl and withRetryQuery', () => {
  test("Chromium's and Firefox's messages name the URL; Safari's and other errors do not", () => {
    const url = 'http://127.0.0.1:5173/assets/Swap-1.js'
    expect(
      failedModuleUrl(new TypeError(`Failed to fetch dynamically imported module: ${url}`)),
    ).toBe(url)
    expect(
      failedModuleUrl(new TypeError(`error loading dynamically imported module: ${url}`)),
    ).toBe(url)
    expect(failedModuleUrl(new TypeError('Importing a module script failed.'))).toBeUndefined()
    expect(failedModuleUrl('offline')).toBeUndefined()
  })

  test("the retry query is added beside the dev server's own and replaces an earlier retry", () => {
    expect(withRetryQuery('http://127.0.0.1:5173/src/Swap.tsx?v=12', 1)).toBe(
      'http://127.0.0.1:5173/src/Swap.tsx?v=12&airlock-retry=1',
    )
    expect(withRetryQuery('http://a.test/x.js?airlock-retry=1', 2)).toBe(
      'http://a.test/x.js?airlock-retry=2',
    )
  })
})
