import { getAccount } from '@airlock/core'
import { act, fireEvent, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderEmbedded } from '../../test/renderEmbedded'

type View = Awaited<ReturnType<ReturnType<typeof renderEmbedded>['modal']>>

async function toCodeStep(rendered: ReturnType<typeof renderEmbedded>): Promise<View> {
  rendered.airlock.open()
  const view = await rendered.modal()
  const input = await view.findByRole('textbox', { name: 'Email' })
  fireEvent.change(input, { target: { value: 'visitor@example.org' } })
  fireEvent.submit(input.closest('form') as HTMLFormElement)
  await view.findByText('Enter the code we sent to visitor@example.org')
  return view
}

function typeCode(view: View, code: string) {
  const first = view.getByRole('textbox', { name: 'Digit 1 of 6' })
  fireEvent.paste(first, { clipboardData: { getData: () => code } })
}

afterEach(() => {
  vi.useRealTimers()
})

describe('EmailVerifyOtp: what a failed code says', () => {
  it('a CONNECT_OTP time-out (30000 ms, SPEC.md §9) says the request timed out, not `Invalid code`; typing again retries', async () => {
    // Time moves on its own (for the modal's chunk and animations) and jumps on request.
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const rendered = renderEmbedded()
    const view = await toCodeStep(rendered)
    rendered.wallet.test.timesOut.add('connectOtp')
    typeCode(view, '123456')
    await waitFor(() =>
      expect(rendered.wallet.test.calls.some(({ method }) => method === 'connectEmail')).toBe(true),
    )
    await act(async () => {
      await vi.advanceTimersByTimeAsync(29_000)
    })
    expect(view.queryByText('The request timed out. Please try again.')).toBeNull()
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_000)
    })
    await view.findByText('The request timed out. Please try again.')
    expect(view.queryByText('Invalid code')).toBeNull()
    // The boxes are empty and usable again: the same code, answered this time, logs in.
    rendered.wallet.test.timesOut.delete('connectOtp')
    typeCode(view, '123456')
    await waitFor(() => expect(getAccount(rendered.airlock.core)?.status).toBe('connected'))
  })

  it.each([['Code expired, request a new one'], ['Too many attempts, request a new code']])(
    'shows the secure site’s answer `%s`',
    async (reply) => {
      const rendered = renderEmbedded()
      const view = await toCodeStep(rendered)
      rendered.wallet.test.otpReply = reply
      typeCode(view, '123456')
      await view.findByText(reply)
      expect(view.queryByText('Invalid code')).toBeNull()
      expect(getAccount(rendered.airlock.core)?.status).not.toBe('connected')
    },
  )

  it('a resend whose CONNECT_EMAIL times out says the request timed out', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const rendered = renderEmbedded()
    const view = await toCodeStep(rendered)
    rendered.wallet.test.timesOut.add('connectEmail')
    // Past the 30 s between two codes (SPEC.md §4), so the resend is sent, not refused.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(30_000)
    })
    const sent = () =>
      rendered.wallet.frame.calls.filter(({ name }) => name === 'CONNECT_EMAIL').length
    expect(sent()).toBe(1)
    fireEvent.click(view.getByRole('button', { name: 'Resend code' }))
    await waitFor(() => expect(sent()).toBe(2))
    await act(async () => {
      await vi.advanceTimersByTimeAsync(29_000)
    })
    expect(view.queryByText('The request timed out. Please try again.')).toBeNull()
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_000)
    })
    await view.findByText('The request timed out. Please try again.')
    expect(view.queryByText('Something went wrong')).toBeNull()
  })
})
