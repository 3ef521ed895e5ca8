import { render, screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { Tag } from './Tag'

test('a tag is plain text with its tone as data, so it joins the name of its control', () => {
  render(
    <button type="button">
      MetaMask <Tag label="INSTALLED" tone="success" />
    </button>,
  )
  expect(screen.getByRole('button', { name: 'MetaMask INSTALLED' })).toBeTruthy()
  expect(screen.getByText('INSTALLED').getAttribute('data-tone')).toBe('success')
})
