import { pushView, type WalletListEntry } from '@airlock/core'
import { describe, expect, it } from 'vitest'
import { renderAirlock } from '../../test/renderAirlock'

const WALLET: WalletListEntry = {
  id: 'w1',
  name: 'Harbor Vault',
  image_id: 'img-1',
  homepage: 'https://harborvault.example',
  app_store: 'https://apps.apple.com/app/harbor-vault/id1234567',
  play_store: 'https://play.google.com/store/apps/details?id=example.harborvault',
  chrome_store: 'javascript:alert(1)',
}

async function openDownloads(wallet: WalletListEntry) {
  const rendered = renderAirlock(null)
  rendered.airlock.open()
  pushView(rendered.airlock.core, 'Downloads', { wallet })
  const view = await rendered.modal()
  await view.findByRole('heading', { name: wallet.name })
  return { ...rendered, view }
}

describe('Downloads', () => {
  it("links to the wallet's app stores and website, each in a new tab, and nothing unsafe", async () => {
    const { view } = await openDownloads(WALLET)
    expect(await view.findByText('Get Harbor Vault for your device')).toBeTruthy()
    const links = view.getAllByRole('link')
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['iOS app', WALLET.app_store],
      ['Android app', WALLET.play_store],
      ['Website', WALLET.homepage],
    ])
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank')
      expect(link.getAttribute('rel')).toBe('noopener noreferrer')
    }
  })

  it('says so when the registry lists no download', async () => {
    const { view } = await openDownloads({ id: 'w2', name: 'Bare Wallet' })
    expect(await view.findByText('Bare Wallet lists no downloads')).toBeTruthy()
    expect(view.queryAllByRole('link')).toHaveLength(0)
  })
})
