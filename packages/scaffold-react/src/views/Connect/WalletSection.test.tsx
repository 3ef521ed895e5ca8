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

  it('drops the placeholders when the registry fails, leaving All Wallets', async () => {
    cloud.failWallets = true
    try {
      const { airlock, modal } = renderAirlock(null, { cloudUrl: cloud.url })
      airlock.open()
      const view = await modal()
      await view.findByRole('button', { name: /All Wallets/ })
      await waitFor(() => expect(view.dialog.querySelector('.al-skeleton-row')).toBeNull())
      expect(view.queryByText('Loading wallets')).toBeNull()
    } finally {
      cloud.failWallets = false
    }
  })
})
