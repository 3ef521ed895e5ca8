import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, test } from 'vitest'
import { onListArrowKeys } from './onListArrowKeys'

test('Down and Up move between the items (wrapping), Home and End to the ends; Tab is untouched', async () => {
  const user = userEvent.setup()
  const { getByRole } = render(
    <ul onKeyDown={onListArrowKeys}>
      {['One', 'Two', 'Three'].map((name) => (
        <li key={name}>
          <button type="button">{name}</button>
        </li>
      ))}
    </ul>,
  )
  const [one, two, three] = ['One', 'Two', 'Three'].map((name) => getByRole('button', { name }))
  one?.focus()
  await user.keyboard('{ArrowDown}')
  expect(document.activeElement).toBe(two)
  await user.keyboard('{ArrowDown}{ArrowDown}')
  expect(document.activeElement).toBe(one)
  await user.keyboard('{ArrowUp}')
  expect(document.activeElement).toBe(three)
  await user.keyboard('{Home}')
  expect(document.activeElement).toBe(one)
  await user.keyboard('{End}')
  expect(document.activeElement).toBe(three)
  await user.keyboard('{Shift>}{Tab}{/Shift}')
  expect(document.activeElement).toBe(two)
})
