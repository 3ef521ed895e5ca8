import { showSnackbar } from '@airlock/core'
import { fireEvent, waitFor } from '@testing-library/react'
import { act } from 'react'
import { describe, expect, it } from 'vitest'
import { renderAirlock } from '../test/renderAirlock'

describe('Modal', () => {
  it('is appended to document.body, closes, and shows the missing project id alert', async () => {
    const { airlock, modal } = renderAirlock(null, { projectId: '' })
    airlock.open()
    const view = await modal()
    expect(view.dialog.getRootNode()).toBeInstanceOf(ShadowRoot)
    const host = (view.dialog.getRootNode() as ShadowRoot).host
    expect(host.parentElement).toBe(document.body)
    await view.findByText('Project ID Not Configured')
    fireEvent.click(view.getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(airlock.core.state.modal.open).toBe(false))
  })

  it('goes back through the router with the back button', async () => {
    const { airlock, modal } = renderAirlock(null)
    airlock.open()
    const view = await modal()
    fireEvent.click(await view.findByRole('button', { name: /All Wallets/ }))
    await waitFor(() => expect(view.getByRole('heading').textContent).toBe('All Wallets'))
    fireEvent.click(view.getByRole('button', { name: 'Back' }))
    await waitFor(() => expect(airlock.core.state.router.view).toBe('Connect'))
  })

  it('lays out its views with its own sheet, inside the shadow root only', async () => {
    const { airlock, modal } = renderAirlock(null)
    airlock.open()
    const view = await modal()
    const shadow = view.dialog.getRootNode() as ShadowRoot
    const layout = (target: ShadowRoot | Document) =>
      target.adoptedStyleSheets.filter((sheet) =>
        [...sheet.cssRules].some((rule) => rule.cssText.startsWith('.al-stack')),
      )
    expect(layout(shadow)).toHaveLength(1)
    expect(layout(document)).toHaveLength(0)
  })

  it('a toast core shows before the modal was ever opened still shows (Session Expired)', async () => {
    const { airlock, inRoots } = renderAirlock(null)
    expect(document.querySelectorAll('airlock-root')).toHaveLength(0)
    act(() => showSnackbar(airlock.core, { messageId: 'sessionExpired', variant: 'error' }))
    await waitFor(() =>
      expect(inRoots().some((root) => root.textContent?.includes('Session Expired'))).toBe(true),
    )
    expect(airlock.core.state.modal.open).toBe(false)
  })
})
