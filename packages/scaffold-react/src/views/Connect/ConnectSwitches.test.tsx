import { fireEvent, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderEmbedded } from '../../test/renderEmbedded'

// SPEC.md §9 "Default features": legalCheckbox (off by default) with SPEC.md §3's terms and privacy
// URLs, and emailShowWallets (on by default), as the Connect view honours them.

const terms = 'https://example.test/terms'
const privacy = 'https://example.test/privacy'

describe('Connect: legalCheckbox', () => {
  it('every method is disabled until the visitor agrees; the links open the URLs in a new tab', async () => {
    const { airlock, modal } = renderEmbedded({
      features: { legalCheckbox: true },
      termsConditionsUrl: terms,
      privacyPolicyUrl: privacy,
    })
    airlock.open()
    const view = await modal()
    const box = (await view.findByRole('checkbox')) as HTMLInputElement
    expect(box.labels?.[0]?.textContent).toBe('I agree to the Terms of Service and Privacy Policy')
    expect(box.checked).toBe(false)
    const termsLink = view.getByRole('link', { name: 'Terms of Service' })
    expect(termsLink.getAttribute('href')).toBe(terms)
    expect(termsLink.getAttribute('target')).toBe('_blank')
    expect(termsLink.getAttribute('rel')).toBe('noopener noreferrer')
    expect(view.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe(privacy)

    const wallet = await view.findByRole('button', { name: /Browser Wallet/ })
    const email = await view.findByRole('textbox', { name: 'Email' })
    const google = await view.findByRole('button', { name: 'Continue with Google' })
    // Disabled through their fieldset (a browser refuses clicks, typing and focus in a disabled
    // fieldset; jsdom does not apply it, the demo's e2e clicks in Chromium).
    const disabled = () =>
      [wallet, email, google].map((control) => control.closest('fieldset')?.disabled === true)
    expect(disabled()).toEqual([true, true, true])
    // What is a wallet? is help, not a way in: it stays usable.
    expect(view.getByRole('button', { name: 'What is a wallet?' }).closest('fieldset')).toBeNull()

    fireEvent.click(box)
    expect(airlock.core.state.modal.legalAccepted).toBe(true)
    await waitFor(() => expect(box.checked).toBe(true))
    expect(disabled()).toEqual([false, false, false])
    fireEvent.click(wallet)
    await waitFor(() => expect(airlock.core.state.router.view).not.toBe('Connect'))
  })

  it('one URL: a sentence with that link only', async () => {
    const { airlock, modal } = renderEmbedded({
      features: { legalCheckbox: true },
      privacyPolicyUrl: privacy,
    })
    airlock.open()
    const view = await modal()
    const box = (await view.findByRole('checkbox')) as HTMLInputElement
    expect(box.labels?.[0]?.textContent).toBe('I agree to the Privacy Policy')
    expect(view.queryByRole('link', { name: 'Terms of Service' })).toBeNull()
  })

  it('in another language the links sit where its sentence puts them', async () => {
    const { airlock, modal } = renderEmbedded({
      features: { legalCheckbox: true },
      termsConditionsUrl: terms,
      privacyPolicyUrl: privacy,
      locale: 'ja',
    })
    airlock.open()
    const view = await modal()
    const box = (await view.findByRole('checkbox')) as HTMLInputElement
    await waitFor(() =>
      expect(box.labels?.[0]?.textContent).toBe('利用規約とプライバシーポリシーに同意します'),
    )
    expect(view.getByRole('link', { name: '利用規約' }).getAttribute('href')).toBe(terms)
  })

  it.each([
    ['off (the default), with both URLs', { termsConditionsUrl: terms, privacyPolicyUrl: privacy }],
    ['on without a URL', { features: { legalCheckbox: true } }],
  ])('%s: no checkbox, nothing disabled', async (_, options) => {
    const { airlock, modal } = renderEmbedded(options)
    airlock.open()
    const view = await modal()
    const wallet = await view.findByRole('button', { name: /Browser Wallet/ })
    expect(wallet.closest('fieldset')?.disabled).toBe(false)
    expect(view.queryByRole('checkbox')).toBeNull()
  })
})

describe('Connect: emailShowWallets', () => {
  it('on (the default): the wallets are listed under the email field', async () => {
    const { airlock, modal } = renderEmbedded()
    airlock.open()
    const view = await modal()
    await view.findByRole('button', { name: /Browser Wallet/ })
    expect(view.queryByRole('button', { name: 'Continue with a wallet' })).toBeNull()
  })

  it('off: the wallets wait behind Continue with a wallet, which lists them', async () => {
    const { airlock, modal } = renderEmbedded({ features: { emailShowWallets: false } })
    airlock.open()
    const view = await modal()
    await view.findByRole('textbox', { name: 'Email' })
    const more = await view.findByRole('button', { name: 'Continue with a wallet' })
    expect(view.queryByRole('button', { name: /Browser Wallet/ })).toBeNull()
    // Socials are not collapsed by this switch (that is collapseWallets).
    expect(view.queryByRole('button', { name: 'All socials' })).toBeNull()
    fireEvent.click(more)
    await view.findByRole('heading', { name: 'Choose a Wallet' })
    await view.findByRole('button', { name: /Browser Wallet/ })
  })

  it('off without email (no embedded wallet): the wallets are listed as usual', async () => {
    const { airlock, modal } = renderEmbedded({
      features: { emailShowWallets: false, email: false },
    })
    airlock.open()
    const view = await modal()
    await view.findByRole('button', { name: /Browser Wallet/ })
    expect(view.queryByRole('button', { name: 'Continue with a wallet' })).toBeNull()
  })
})
