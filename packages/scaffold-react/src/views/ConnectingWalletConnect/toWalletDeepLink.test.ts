import { describe, expect, it } from 'vitest'
import { toWalletDeepLink } from './toWalletDeepLink'

const uri = 'wc:abc@2?relay-protocol=irn&symKey=k'
const encoded = encodeURIComponent(uri)

describe('toWalletDeepLink', () => {
  it('builds custom-scheme deep links and universal links with the encoded URI', () => {
    expect(toWalletDeepLink('rainbow://', uri)).toBe(`rainbow://wc?uri=${encoded}`)
    expect(toWalletDeepLink('metamask:', uri)).toBe(`metamask://wc?uri=${encoded}`)
    expect(toWalletDeepLink('https://link.trustwallet.com', uri)).toBe(
      `https://link.trustwallet.com/wc?uri=${encoded}`,
    )
    expect(toWalletDeepLink('https://app.example/open/', uri)).toBe(
      `https://app.example/open/wc?uri=${encoded}`,
    )
  })

  it('gives nothing for dangerous or missing links, or before a URI exists', () => {
    expect(toWalletDeepLink('javascript:alert(1)//', uri)).toBeUndefined()
    expect(toWalletDeepLink('data:text/html,x', uri)).toBeUndefined()
    expect(toWalletDeepLink(null, uri)).toBeUndefined()
    expect(toWalletDeepLink('rainbow://', '')).toBeUndefined()
  })
})
