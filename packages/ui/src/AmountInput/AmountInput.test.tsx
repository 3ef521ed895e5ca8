import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, test } from 'vitest'
import { AmountInput, decimalMark } from './AmountInput'

function Controlled({
  maxDecimals = 18,
  locale,
  onValue,
}: {
  maxDecimals?: number
  locale?: string
  onValue?: (value: string) => void
}) {
  const [value, setValue] = useState('')
  return (
    <AmountInput
      locale={locale}
      onValueChange={(next) => {
        setValue(next)
        onValue?.(next)
      }}
      label="Amount"
      value={value}
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

  test('a locale that writes a decimal comma sees one; the value reported has a point', () => {
    const reported: string[] = []
    render(<Controlled locale="de" onValue={(value) => reported.push(value)} />)
    const input = screen.getByRole('textbox', { name: 'Amount' }) as HTMLInputElement
    fireEvent.change(input, { target: { value: '1,25' } })
    expect(input.value).toBe('1,25')
    expect(reported.at(-1)).toBe('1.25')
    // A point typed where a comma is shown is the decimal mark too; a second mark is refused.
    fireEvent.change(input, { target: { value: '0.5' } })
    expect(input.value).toBe('0,5')
    expect(reported.at(-1)).toBe('0.5')
    fireEvent.change(input, { target: { value: '0,5,' } })
    expect(input.value).toBe('0,5')
    expect(decimalMark('fr-FR')).toBe(',')
    expect(decimalMark('en')).toBe('.')
    expect(decimalMark('ar')).toBe('.')
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
