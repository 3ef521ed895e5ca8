import { getAccount } from '@airlock/core'
import { act, fireEvent, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderEmbedded } from '../../test/renderEmbedded'

async function typeEmail(
  view: Awaited<ReturnType<ReturnType<typeof renderEmbedded>['modal']>>,
  email: string,
) {
  const input = await view.findByRole('textbox', { name: 'Email' })
  fireEvent.change(input, { target: { value: email } })
  fireEvent.submit(input.closest('form') as HTMLFormElement)
}

function typeCode(
  view: Awaited<ReturnType<ReturnType<typeof renderEmbedded>['modal']>>,
  code: string,
) {
  const first = view.getByRole('textbox', { name: 'Digit 1 of 6' })
  fireEvent.paste(first, { clipboardData: { getData: () => code } })
}

afterEach(() => {
  vi.useRealTimers()
})

describe('email login', () => {
  it('shows email, then socials, then wallets, in the default order (SPEC.md §1)', async () => {
    const { airlock, modal } = renderEmbedded()
    airlock.open()
    const view = await modal()
    const email = await view.findByRole('region', { name: 'Continue with email' })
    const socials = await view.findByRole('region', { name: 'Continue with a social account' })
    const wallet = await view.findByRole('button', { name: /Browser Wallet/ })
    expect(email.compareDocumentPosition(socials) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(socials.compareDocumentPosition(wallet) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    // The first two are full buttons with words, the rest a row of brand icons named by aria-label.
    const buttons = [...socials.querySelectorAll('button')]
    expect(buttons.slice(0, 2).map((button) => button.textContent)).toEqual([
      'Continue with Google',
      'Continue with X',
    ])
    const names = buttons.map((button) => button.getAttribute('aria-label') ?? button.textContent)
    expect(names).toEqual([
      'Continue with Google',
      'Continue with X',
      'Continue with Discord',
      'Continue with Farcaster',
      'Continue with GitHub',
      'Continue with Apple',
      'Continue with Facebook',
    ])
  })

  it('refuses an invalid address with `Invalid email` and sends nothing', async () => {
    const { airlock, modal, wallet } = renderEmbedded()
    airlock.open()
    const view = await modal()
    await typeEmail(view, 'visitor@')
    await view.findByText('Invalid email')
    expect(wallet.test.calls.map(({ method }) => method)).not.toContain('connectEmail')
  })

  it('logs in with the mailed code: wrong code first, then the right one, then Account', async () => {
    const { airlock, modal, wallet } = renderEmbedded()
    airlock.open()
    const view = await modal()
    await typeEmail(view, 'visitor@example.org')
    await view.findByText('Enter the code we sent to visitor@example.org')
    expect(airlock.core.state.router.view).toBe('EmailVerifyOtp')
    await waitFor(() => expect(view.getByRole('heading').textContent).toBe('Confirm Email'))
    typeCode(view, '000000')
    await view.findByText('Invalid code')
    expect(getAccount(airlock.core)?.status).not.toBe('connected')
    typeCode(view, '123456')
    await waitFor(() => expect(getAccount(airlock.core)?.status).toBe('connected'))
    await waitFor(() => expect(airlock.core.state.router.view).toBe('Account'))
    expect(wallet.test.calls.filter(({ method }) => method === 'connectOtp')).toHaveLength(2)
  })

  it('starts loading the frame only once the visitor types', async () => {
    const { airlock, modal, wallet } = renderEmbedded()
    airlock.open()
    const view = await modal()
    const input = await view.findByRole('textbox', { name: 'Email' })
    expect(wallet.test.calls).toEqual([])
    fireEvent.change(input, { target: { value: 'v' } })
    expect(wallet.test.calls.map(({ method }) => method)).toContain('preload')
  })

  it('shows the 30 s refusal with a countdown in seconds (SPEC.md §4, §8)', async () => {
    const { airlock, modal, wallet } = renderEmbedded()
    wallet.test.retryAt = Date.now() + 12_000
    airlock.open()
    const view = await modal()
    await typeEmail(view, 'visitor@example.org')
    await view.findByText(/^Please try again after 1[12] seconds$/)
    await view.findByText(/^Please try again after (10|11) seconds$/, undefined, { timeout: 3000 })
    expect(airlock.core.state.router.view).toBe('Connect')
  })

  it('verifies a new device first, then asks for the code', async () => {
    const { airlock, modal, wallet } = renderEmbedded()
    wallet.test.emailAction = 'VERIFY_DEVICE'
    airlock.open()
    const view = await modal()
    await typeEmail(view, 'visitor@example.org')
    await view.findByText('We sent a link to visitor@example.org. Open it to approve this device.')
    await waitFor(() => expect(view.getByRole('heading').textContent).toBe('Register Device'))
    wallet.test.approveDevice()
    await view.findByText('Enter the code we sent to visitor@example.org')
    // Replaced, not pushed: Back returns to Connect, not to the spent device step.
    expect(airlock.core.state.router.history).toEqual(['Connect', 'EmailVerifyOtp'])
  })

  it('connects at once when the frame answers CONNECT', async () => {
    const { airlock, modal, wallet } = renderEmbedded()
    wallet.test.emailAction = 'CONNECT'
    airlock.open()
    const view = await modal()
    await typeEmail(view, 'visitor@example.org')
    await waitFor(() => expect(airlock.core.state.router.view).toBe('Account'))
  })

  it('a CONNECT_EMAIL time-out (30000 ms, SPEC.md §9) says the request timed out; Continue tries again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const { airlock, modal, wallet } = renderEmbedded()
    wallet.test.timesOut.add('connectEmail')
    airlock.open()
    const view = await modal()
    await typeEmail(view, 'visitor@example.org')
    await act(async () => {
      await vi.advanceTimersByTimeAsync(30_000)
    })
    await view.findByText('The request timed out. Please try again.')
    expect(view.queryByText('Something went wrong')).toBeNull()
    expect(airlock.core.state.router.view).toBe('Connect')
    wallet.test.timesOut.clear()
    await typeEmail(view, 'visitor@example.org')
    await view.findByText('Enter the code we sent to visitor@example.org')
  })

  it('a CONNECT_DEVICE time-out says the request timed out and offers Try again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const { airlock, modal, wallet } = renderEmbedded()
    wallet.test.emailAction = 'VERIFY_DEVICE'
    wallet.test.timesOut.add('connectDevice')
    airlock.open()
    const view = await modal()
    await typeEmail(view, 'visitor@example.org')
    await view.findByText('We sent a link to visitor@example.org. Open it to approve this device.')
    await act(async () => {
      await vi.advanceTimersByTimeAsync(30_000)
    })
    await view.findByText('The request timed out. Please try again.')
    wallet.test.timesOut.clear()
    fireEvent.click(view.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(view.queryByRole('button', { name: 'Try again' })).toBeNull())
    wallet.test.approveDevice()
    await view.findByText('Enter the code we sent to visitor@example.org')
  })
})
