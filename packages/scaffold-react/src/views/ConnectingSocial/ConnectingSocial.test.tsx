import { act, fireEvent, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderEmbedded } from '../embeddedWallet/renderEmbedded'

// A TEST DOUBLE of the login window: happy-dom opens no real window; Chromium does in the demo's
// Playwright spec.
function fakeWindow() {
  return {
    closed: false,
    location: { href: 'about:blank' },
    close() {
      this.closed = true
    },
  }
}

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('ConnectingSocial', () => {
  it('opens the login window at once, sends it to the provider, and connects after CONNECT_SOCIAL', async () => {
    const popup = fakeWindow()
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window)
    const { airlock, modal, wallet } = renderEmbedded()
    airlock.open()
    const view = await modal()
    fireEvent.click(await view.findByRole('button', { name: 'Continue with GitHub' }))
    await waitFor(() => expect(open).toHaveBeenCalled())
    // One named window: a second open (a remount) reuses it instead of adding another.
    expect(new Set(open.mock.calls.map((call) => call[1]))).toEqual(new Set(['airlock-social']))
    await waitFor(() =>
      expect(popup.location.href).toBe(
        'http://127.0.0.1:8790/auth?client_id=github&state=state-github',
      ),
    )
    await waitFor(() => expect(airlock.core.state.router.view).toBe('Account'))
    expect(wallet.test.calls).toContainEqual({
      method: 'connectSocial',
      parameters: {
        uri: 'http://127.0.0.1:8790/auth?client_id=github&state=state-github',
        provider: 'github',
      },
    })
  })

  it('says the window was closed when the browser blocked it, and Try again opens one', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValueOnce(null)
    const { airlock, modal } = renderEmbedded()
    airlock.open()
    const view = await modal()
    fireEvent.click(await view.findByRole('button', { name: 'Continue with Google' }))
    await view.findByText('The login window was closed')
    await waitFor(() => expect(view.getByRole('heading').textContent).toBe('Google'))
    open.mockReturnValue(fakeWindow() as unknown as Window)
    fireEvent.click(view.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(airlock.core.state.router.view).toBe('Account'))
  })

  it.each([['getSocialRedirectUri'], ['connectSocial']])(
    'a %s time-out (30000 ms, SPEC.md §9) says SOCIALS_TIMEOUT, and Try again logs in',
    async (method) => {
      vi.useFakeTimers({ shouldAdvanceTime: true })
      const popup = fakeWindow()
      vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window)
      const { airlock, modal, wallet } = renderEmbedded()
      wallet.test.timesOut.add(method)
      airlock.open()
      const view = await modal()
      fireEvent.click(await view.findByRole('button', { name: 'Continue with Google' }))
      await waitFor(() =>
        expect(wallet.test.calls.some((call) => call.method === method)).toBe(true),
      )
      await act(async () => {
        await vi.advanceTimersByTimeAsync(30_000)
      })
      await view.findByText('SOCIALS_TIMEOUT')
      expect(popup.closed).toBe(true)
      expect(view.queryByText('Something went wrong')).toBeNull()
      wallet.test.timesOut.clear()
      vi.spyOn(window, 'open').mockReturnValue(fakeWindow() as unknown as Window)
      fireEvent.click(view.getByRole('button', { name: 'Try again' }))
      await waitFor(() => expect(airlock.core.state.router.view).toBe('Account'))
    },
  )
})
