import { SOCIAL_CALLBACK_FRAGMENT, SOCIAL_REDIRECT_STORAGE_KEY } from '@airlock/core'
import { act, fireEvent, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderEmbedded } from '../../test/renderEmbedded'

// The secure site the test core loads its frame from (core's default `secureSiteUrl`).
const SECURE_ORIGIN = 'http://127.0.0.1:8788'

/** The callback URL the secure site's callback page hands back for `provider`'s flow. */
const callbackUri = (provider: string) =>
  `${SECURE_ORIGIN}/social/callback?code=code-${provider}&state=state-${provider}`

// A TEST DOUBLE of the login window: happy-dom opens no real window; Chromium does in the demo's
// Playwright spec. When `login` is set, going to the provider's URI stands for the visitor
// logging in there: the secure site's callback page then posts the callback URL to this page,
// from the secure site's origin and this window.
function fakeWindow({ login = true }: { login?: boolean } = {}) {
  let href = 'about:blank'
  const popup = {
    closed: false,
    location: {
      get href() {
        return href
      },
      set href(next: string) {
        href = next
        const provider = new URL(next).searchParams.get('client_id')
        if (login && provider) setTimeout(() => popup.postBack(callbackUri(provider)), 10)
      },
    },
    close() {
      popup.closed = true
    },
    /** The callback page's `window.opener.postMessage({ type, uri }, origin)`. */
    postBack(uri: string, init: { origin?: string; source?: unknown; type?: string } = {}) {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { type: init.type ?? 'airlock:social-callback', uri },
          origin: init.origin ?? SECURE_ORIGIN,
          source: (init.source ?? popup) as Window,
        }),
      )
    },
  }
  return popup
}

afterEach(() => {
  history.replaceState(null, '', '/')
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
    // The frame gets the callback URL (code and state), never the authorization URI, once.
    expect(wallet.test.calls.filter(({ method }) => method === 'connectSocial')).toEqual([
      { method: 'connectSocial', parameters: { uri: callbackUri('github') } },
    ])
    // The window is closed once its callback arrived.
    expect(popup.closed).toBe(true)
  })

  it('ignores a callback message from another origin, another window or of another shape', async () => {
    const popup = fakeWindow({ login: false })
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window)
    const { airlock, modal, wallet } = renderEmbedded()
    airlock.open()
    const view = await modal()
    fireEvent.click(await view.findByRole('button', { name: 'Continue with GitHub' }))
    await waitFor(() => expect(popup.location.href).toContain('client_id=github'))
    popup.postBack(callbackUri('github'), { origin: 'http://127.0.0.1:5173' })
    popup.postBack(callbackUri('github'), { source: window })
    popup.postBack(callbackUri('github'), { type: 'other' })
    popup.postBack('http://127.0.0.1:9999/social/callback?code=c&state=state-github')
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(wallet.test.calls.some(({ method }) => method === 'connectSocial')).toBe(false)
    expect(popup.closed).toBe(false)
    // The real one finishes.
    popup.postBack(callbackUri('github'))
    await waitFor(() => expect(airlock.core.state.router.view).toBe('Account'))
  })

  it('a closed login window without a callback says so and offers Try again', async () => {
    const popup = fakeWindow({ login: false })
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window)
    const { airlock, modal, wallet } = renderEmbedded()
    airlock.open()
    const view = await modal()
    fireEvent.click(await view.findByRole('button', { name: 'Continue with GitHub' }))
    await waitFor(() => expect(popup.location.href).toContain('client_id=github'))
    popup.close()
    await view.findByText('The login window was closed', undefined, { timeout: 6000 })
    expect(wallet.test.calls.some(({ method }) => method === 'connectSocial')).toBe(false)
    vi.spyOn(window, 'open').mockReturnValue(fakeWindow() as unknown as Window)
    fireEvent.click(view.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(airlock.core.state.router.view).toBe('Account'))
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

  it('back from the redirect, the modal opens and CONNECT_SOCIAL with the callback URL from the fragment logs in (once)', async () => {
    const open = vi.spyOn(window, 'open')
    const uri = 'http://127.0.0.1:8790/auth?client_id=github&state=state-github'
    sessionStorage.setItem(
      SOCIAL_REDIRECT_STORAGE_KEY,
      JSON.stringify({ provider: 'github', uri, startedAt: Date.now() - 20_000 }),
    )
    // Where the secure site's callback page sent the visitor back to.
    history.replaceState(
      null,
      '',
      `/?tab=1#${SOCIAL_CALLBACK_FRAGMENT}=${encodeURIComponent(callbackUri('github'))}`,
    )
    const { airlock, wallet } = renderEmbedded()
    await waitFor(() => expect(airlock.core.state.modal.open).toBe(true))
    await waitFor(() => expect(airlock.core.state.router.view).toBe('Account'), { timeout: 15_000 })
    expect(wallet.test.calls.filter(({ method }) => method === 'connectSocial')).toEqual([
      { method: 'connectSocial', parameters: { uri: callbackUri('github') } },
    ])
    expect(open).not.toHaveBeenCalled()
    expect(sessionStorage.getItem(SOCIAL_REDIRECT_STORAGE_KEY)).toBeNull()
    // The callback is gone from the address bar (no navigation); the rest of the URL stays.
    expect(location.hash).toBe('')
    expect(location.search).toBe('?tab=1')
  })

  it('back from the redirect without a callback (the Back button) says the login was not finished', async () => {
    sessionStorage.setItem(
      SOCIAL_REDIRECT_STORAGE_KEY,
      JSON.stringify({
        provider: 'github',
        uri: 'http://127.0.0.1:8790/auth?client_id=github&state=state-github',
        startedAt: Date.now() - 20_000,
      }),
    )
    const { airlock, modal, wallet } = renderEmbedded()
    await waitFor(() => expect(airlock.core.state.modal.open).toBe(true))
    const view = await modal()
    await view.findByText('The login was not finished')
    expect(wallet.test.calls.some(({ method }) => method === 'connectSocial')).toBe(false)
    expect(sessionStorage.getItem(SOCIAL_REDIRECT_STORAGE_KEY)).toBeNull()
  })

  it('a callback fragment on another origin is dropped from the URL and sent nowhere', async () => {
    sessionStorage.setItem(
      SOCIAL_REDIRECT_STORAGE_KEY,
      JSON.stringify({
        provider: 'github',
        uri: 'http://127.0.0.1:8790/auth?client_id=github&state=state-github',
        startedAt: Date.now() - 20_000,
      }),
    )
    history.replaceState(
      null,
      '',
      `/#${SOCIAL_CALLBACK_FRAGMENT}=${encodeURIComponent('http://evil.example/social/callback?code=c&state=state-github')}`,
    )
    const { airlock, wallet } = renderEmbedded()
    await waitFor(() => expect(airlock.core.state.embedded.social?.phase).toBe('unfinished'))
    expect(wallet.test.calls.some(({ method }) => method === 'connectSocial')).toBe(false)
    expect(location.hash).toBe('')
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

  it.each([['GET_SOCIAL_REDIRECT_URI'], ['CONNECT_SOCIAL']])(
    'a %s time-out (30000 ms, SPEC.md §9) says SOCIALS_TIMEOUT, and Try again logs in',
    async (event) => {
      const method = event === 'CONNECT_SOCIAL' ? 'connectSocial' : 'getSocialRedirectUri'
      vi.useFakeTimers({ shouldAdvanceTime: true })
      const popup = fakeWindow()
      vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window)
      const { airlock, modal, wallet } = renderEmbedded()
      wallet.test.timesOut.add(method)
      airlock.open()
      const view = await modal()
      fireEvent.click(await view.findByRole('button', { name: 'Continue with Google' }))
      await waitFor(() => expect(wallet.frame.calls.some(({ name }) => name === event)).toBe(true))
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
