import { waitFor } from '@testing-library/react'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { renderAirlock } from '../../test/renderAirlock'
import { startTestCloud, type TestCloud } from '../../test/startTestCloud'

let cloud: TestCloud
beforeAll(async () => {
  cloud = await startTestCloud()
})
afterAll(() => cloud.stop())

describe('Connect wallet list while the registry answers', () => {
  it('shows placeholder rows (announced as Loading wallets) until the wallets arrive', async () => {
    const release = cloud.hold('/getWallets')
    try {
      const { airlock, modal } = renderAirlock(null, { cloudUrl: cloud.url })
      airlock.open()
      const view = await modal()
      await view.findByText('Loading wallets')
      expect(view.dialog.querySelectorAll('.al-skeleton-row')).toHaveLength(4)
      expect(view.queryByRole('button', { name: /Wallet 001/ })).toBeNull()
      release()
      await view.findByRole('button', { name: /Wallet 001/ })
      expect(view.queryByText('Loading wallets')).toBeNull()
      expect(view.dialog.querySelector('.al-skeleton-row')).toBeNull()
    } finally {
      release()
    }
  })

  it('All Wallets wears four registry logos, of wallets the list does not show first', async () => {
    const { airlock, modal } = renderAirlock(null, { cloudUrl: cloud.url })
    airlock.open()
    const view = await modal()
    await view.findByRole('button', { name: /Wallet 001/ })
    const entry = view.getByRole('button', { name: /All Wallets/ })
    const logos = [...entry.querySelectorAll('.al-wallet-image-grid img')].map((img) =>
      img.getAttribute('src'),
    )
    expect(logos).toHaveLength(4)
    const shown = [...view.dialog.querySelectorAll('.al-list-item .al-wallet-image img')].map(
      (img) => img.getAttribute('src'),
    )
    for (const src of logos) expect(shown).not.toContain(src)
  })

  it('drops the placeholders when the registry fails, leaving All Wallets', async () => {
    cloud.failWallets = true
    try {
      const { airlock, modal } = renderAirlock(null, { cloudUrl: cloud.url })
      airlock.open()
      const view = await modal()
      const entry = await view.findByRole('button', { name: /All Wallets/ })
      await waitFor(() => expect(view.dialog.querySelector('.al-skeleton-row')).toBeNull())
      expect(view.queryByText('Loading wallets')).toBeNull()
      // No registry, no logos: the wallet icon.
      expect(entry.querySelector('.al-wallet-image-grid')).toBeNull()
      expect(entry.querySelector('.al-wallet-image svg')).not.toBeNull()
    } finally {
      cloud.failWallets = false
    }
  })
})
