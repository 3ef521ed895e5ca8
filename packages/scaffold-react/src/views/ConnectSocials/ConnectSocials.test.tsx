import { fireEvent, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderEmbedded } from '../../test/renderEmbedded'

const ALL = [
  'Continue with Google',
  'Continue with X',
  'Continue with Discord',
  'Continue with Farcaster',
  'Continue with GitHub',
  'Continue with Apple',
  'Continue with Facebook',
]

const socialButtons = (region: HTMLElement) =>
  within(region)
    .getAllByRole('button')
    .map((button) => button.textContent)

describe('ConnectSocials', () => {
  it('a collapsed Connect view shows two socials and All socials, which lists every social', async () => {
    const { airlock, modal } = renderEmbedded({ features: { collapseWallets: true } })
    airlock.open()
    const view = await modal()
    const region = await view.findByRole('region', { name: 'Continue with a social account' })
    await waitFor(() =>
      expect(socialButtons(region)).toEqual([
        'Continue with Google',
        'Continue with X',
        'All socials',
      ]),
    )
    fireEvent.click(within(region).getByRole('button', { name: 'All socials' }))
    await view.findByRole('heading', { name: 'All Socials' })
    expect(airlock.core.state.router.view).toBe('ConnectSocials')
    const all = await view.findByRole('region', { name: 'Continue with a social account' })
    expect(socialButtons(all)).toEqual(ALL)
    fireEvent.click(within(all).getByRole('button', { name: 'Continue with GitHub' }))
    await waitFor(() => expect(airlock.core.state.router.view).toBe('ConnectingSocial'))
    expect(airlock.core.state.router.data?.socialProvider).toBe('github')
  })

  it('an uncollapsed Connect view shows every social: two full buttons, then a row of brand icons', async () => {
    const { airlock, modal } = renderEmbedded()
    airlock.open()
    const view = await modal()
    const region = await view.findByRole('region', { name: 'Continue with a social account' })
    // Every social by its name (the icons are named by aria-label), no All socials.
    await waitFor(() =>
      expect(
        within(region)
          .getAllByRole('button')
          .map((button) => button.getAttribute('aria-label') ?? button.textContent),
      ).toEqual(ALL),
    )
    // The first two say their name; the rest are icons only.
    expect(socialButtons(region).slice(0, 2)).toEqual(ALL.slice(0, 2))
    expect(socialButtons(region).slice(2)).toEqual(['', '', '', '', ''])
    // Each with its brand from the registry's asset route.
    const logos = [...region.querySelectorAll('img')].map((img) => img.getAttribute('src'))
    expect(logos).toHaveLength(7)
    expect(logos[4]).toMatch(/\/public\/getAssetImage\/social-github\?/)
  })
})
