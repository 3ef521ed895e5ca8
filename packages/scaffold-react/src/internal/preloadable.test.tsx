import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { ChunkView, viewChunk } from './preloadable'

afterEach(cleanup)

const Hello = ({ name }: { name: string }) => <p>Hello {name}</p>

function renderChunk(chunk: ReturnType<typeof viewChunk<{ name: string }>>) {
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
    const load = vi.fn(async () => Hello)
    renderChunk(viewChunk(load))
    expect(screen.getByText('Loading')).toBeTruthy()
    expect(await screen.findByText('Hello Ada')).toBeTruthy()
    expect(load).toHaveBeenCalledTimes(1)
  })

  test('a preloaded chunk renders in the first pass: no fallback is ever shown', async () => {
    const chunk = viewChunk(async () => Hello)
    await chunk.preload()
    renderChunk(chunk)
    expect(screen.queryByText('Loading')).toBeNull()
    expect(screen.getByText('Hello Ada')).toBeTruthy()
  })

  test('a chunk that fails shows the failure instead of throwing; Try again loads it anew', async () => {
    const load = vi
      .fn<() => Promise<typeof Hello>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(Hello)
    renderChunk(viewChunk(load))
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('Hello Ada')).toBeTruthy()
    expect(load).toHaveBeenCalledTimes(2)
  })

  test('a failed preload in the background leaves the next render to ask again', async () => {
    const load = vi
      .fn<() => Promise<typeof Hello>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(Hello)
    const chunk = viewChunk(load)
    await expect(chunk.preload()).rejects.toThrow('offline')
    renderChunk(chunk)
    expect(await screen.findByText('Hello Ada')).toBeTruthy()
  })

  test('concurrent preloads share one load', async () => {
    const load = vi.fn(async () => Hello)
    const chunk = viewChunk(load)
    await act(() => Promise.all([chunk.preload(), chunk.preload()]))
    expect(load).toHaveBeenCalledTimes(1)
  })
})
