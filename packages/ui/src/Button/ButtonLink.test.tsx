import { render } from '@testing-library/react'
import { expect, test } from 'vitest'
import { ButtonLink } from './ButtonLink'

test('a link with the button look: a variant, so it is filled and not bare text', () => {
  const view = render(
    <ButtonLink href="https://wallet.example/wc" target="_blank" rel="noopener noreferrer">
      Open Wallet
    </ButtonLink>,
  )
  const link = view.getByRole('link', { name: 'Open Wallet' })
  expect(link.getAttribute('href')).toBe('https://wallet.example/wc')
  expect(link.className).toBe('al-button')
  expect(link.dataset.variant).toBe('primary')
})
