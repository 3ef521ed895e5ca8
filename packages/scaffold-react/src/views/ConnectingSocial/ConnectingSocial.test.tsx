import { SOCIAL_REDIRECT_STORAGE_KEY } from '@airlock/core'
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
  sessionStorage.clear()
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

  it('when the browser blocks the window, keeps the flow in this tab and takes the page to the provider', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null)
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined)
    const { airlock, modal, wallet } = renderEmbedded()
    airlock.open()
    const view = await modal()
    fireEvent.click(await view.findByRole('button', { name: 'Continue with Google' }))
    const uri = 'http://127.0.0.1:8790/auth?client_id=google&state=state-google'
    await waitFor(() => expect(assign).toHaveBeenCalledWith(uri))
    const kept = JSON.parse(sessionStorage.getItem(SOCIAL_REDIRECT_STORAGE_KEY) as string)
    expect(kept).toMatchObject({ provider: 'google', uri })
    expect(kept.startedAt).toBeGreaterThan(Date.now() - 60_000)
    // Nothing is collected before the page comes back.
    expect(wallet.test.calls.some(({ method }) => method === 'connectSocial')).toBe(false)
    expect(view.queryByText('The login window was closed')).toBeNull()
  })

  it('back from the redirect, the modal opens and CONNECT_SOCIAL with the kept URI logs in (once)', async () => {
    const open = vi.spyOn(window, 'open')
    const uri = 'http://127.0.0.1:8790/auth?client_id=github&state=state-github'
    sessionStorage.setItem(
      SOCIAL_REDIRECT_STORAGE_KEY,
      JSON.stringify({ provider: 'github', uri, startedAt: Date.now() - 20_000 }),
    )
    const { airlock, wallet } = renderEmbedded()
    await waitFor(() => expect(airlock.core.state.modal.open).toBe(true))
    await waitFor(() => expect(airlock.core.state.router.view).toBe('Account'), { timeout: 15_000 })
    expect(wallet.test.calls).toContainEqual({
      method: 'connectSocial',
      parameters: { uri, provider: 'github' },
    })
    expect(open).not.toHaveBeenCalled()
    expect(sessionStorage.getItem(SOCIAL_REDIRECT_STORAGE_KEY)).toBeNull()
  })

  it('ignores a kept redirect older than the flow lifetime (10 minutes)', async () => {
    sessionStorage.setItem(
      SOCIAL_REDIRECT_STORAGE_KEY,
      JSON.stringify({
        provider: 'github',
        uri: 'http://127.0.0.1:8790/auth?client_id=github&state=old',
        startedAt: Date.now() - 601_000,
      }),
    )
    const { airlock, wallet } = renderEmbedded()
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(airlock.core.state.modal.open).toBe(false)
    expect(wallet.test.calls).toEqual([])
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
