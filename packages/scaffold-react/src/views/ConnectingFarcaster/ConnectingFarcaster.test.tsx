import { fireEvent, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderEmbedded } from '../../test/renderEmbedded'

describe('ConnectingFarcaster', () => {
  it('shows the link as a QR code with copy, and connects once Farcaster approved', async () => {
    const { airlock, modal, wallet } = renderEmbedded()
    airlock.open()
    const view = await modal()
    fireEvent.click(await view.findByRole('button', { name: 'Continue with Farcaster' }))
    await view.findByRole('img', { name: 'QR code to log in with Farcaster' })
    const copy = await view.findByRole('button', { name: 'Copy link' })
    await waitFor(() => expect(copy.getAttribute('data-uri')).toBe(wallet.test.farcasterUrl))
    await waitFor(() => expect(view.getByRole('heading').textContent).toBe('Farcaster'))
    expect(airlock.core.state.router.view).toBe('ConnectingFarcaster')
    await waitFor(() =>
      expect(wallet.test.calls.map(({ method }) => method)).toContain('connectFarcaster'),
    )
    wallet.test.approveFarcaster()
    await waitFor(() => expect(airlock.core.state.router.view).toBe('Account'))
  })
})
