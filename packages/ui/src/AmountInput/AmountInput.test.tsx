import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, test } from 'vitest'
import { AmountInput } from './AmountInput'

function Controlled({ maxDecimals = 18 }: { maxDecimals?: number }) {
  const [value, setValue] = useState('')
  return (
    <AmountInput
      label="Amount"
      value={value}
      onValueChange={setValue}
      symbol="USDC"
      maxDecimals={maxDecimals}
      valueLabel="$0.00"
    />
  )
}

describe('AmountInput', () => {
  test('a decimal keyboard; letters and a second point do not get in; comma becomes a point', async () => {
    const user = userEvent.setup()
    render(<Controlled />)
    const input = screen.getByRole('textbox', { name: 'Amount' }) as HTMLInputElement
    expect(input.getAttribute('inputmode')).toBe('decimal')
    await user.type(input, '1a2,5.7')
    expect(input.value).toBe('12.57')
  })

  test('stops at the token decimals', async () => {
    const user = userEvent.setup()
    render(<Controlled maxDecimals={2} />)
    const input = screen.getByRole('textbox', { name: 'Amount' }) as HTMLInputElement
    await user.type(input, '0.1234')
    expect(input.value).toBe('0.12')
  })

  test('the symbol and the value line describe the amount', () => {
    render(<Controlled />)
    expect(screen.getByRole('textbox', { description: 'USDC $0.00' })).toBeTruthy()
  })
})
