import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { expect, test, vi } from 'vitest'
import { LegalCheckbox } from './LegalCheckbox'

function Legal({ onChange }: { onChange: (checked: boolean) => void }) {
  const [checked, setChecked] = useState(false)
  return (
    <LegalCheckbox
      checked={checked}
      onCheckedChange={(next) => {
        setChecked(next)
        onChange(next)
      }}
    >
      I agree to the <a href="https://127.0.0.1/terms">Terms of Service</a>
    </LegalCheckbox>
  )
}

test('a native checkbox named by its label; Space and clicks on the label toggle it', async () => {
  const user = userEvent.setup()
  const onChange = vi.fn()
  render(<Legal onChange={onChange} />)
  const box = screen.getByRole('checkbox', { name: 'I agree to the Terms of Service' })
  await user.tab()
  expect(document.activeElement).toBe(box)
  await user.keyboard(' ')
  expect(onChange).toHaveBeenLastCalledWith(true)
  await user.click(screen.getByText(/I agree/))
  expect(onChange).toHaveBeenLastCalledWith(false)
  expect(screen.getByRole('link', { name: 'Terms of Service' })).toBeTruthy()
})
