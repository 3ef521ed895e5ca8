import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test, vi } from 'vitest'
import { OtpInput } from './OtpInput'

const boxes = () => screen.getAllByRole('textbox') as HTMLInputElement[]
const values = () =>
  boxes()
    .map((b) => b.value)
    .join('|')

describe('OtpInput', () => {
  test('six labelled boxes in a named group; the first autocompletes one-time codes', () => {
    render(<OtpInput label="Verification code" onComplete={() => {}} />)
    expect(screen.getByRole('group', { name: 'Verification code' })).toBeTruthy()
    expect(boxes()).toHaveLength(6)
    expect(screen.getByRole('textbox', { name: 'Digit 1 of 6' }).getAttribute('autocomplete')).toBe(
      'one-time-code',
    )
  })

  test('typing moves from box to box and completes the code', async () => {
    const user = userEvent.setup()
    const onComplete = vi.fn()
    const onChange = vi.fn()
    render(<OtpInput label="Code" onComplete={onComplete} onChange={onChange} autoFocus />)
    expect(document.activeElement).toBe(boxes()[0])
    await user.keyboard('12a3456')
    expect(values()).toBe('1|2|3|4|5|6')
    expect(onChange).toHaveBeenCalledWith('12')
    expect(onComplete).toHaveBeenCalledOnce()
    expect(onComplete).toHaveBeenCalledWith('123456')
  })

  test('pasting spreads the digits (spaces and dashes dropped) and completes', async () => {
    const user = userEvent.setup()
    const onComplete = vi.fn()
    render(<OtpInput label="Code" onComplete={onComplete} />)
    await user.click(boxes()[0] as HTMLInputElement)
    await user.paste('123-456')
    expect(values()).toBe('1|2|3|4|5|6')
    expect(onComplete).toHaveBeenCalledWith('123456')
  })

  test('pasting part of a code fills from the box it lands in, focus after it', async () => {
    const user = userEvent.setup()
    render(<OtpInput label="Code" onComplete={() => {}} />)
    await user.click(boxes()[2] as HTMLInputElement)
    await user.paste('98')
    expect(values()).toBe('||9|8||')
    expect(document.activeElement).toBe(boxes()[4])
  })

  test('Backspace clears the box, then steps back and clears the previous one', async () => {
    const user = userEvent.setup()
    render(<OtpInput label="Code" defaultValue="123" onComplete={() => {}} />)
    await user.click(boxes()[2] as HTMLInputElement)
    await user.keyboard('{Backspace}')
    expect(values()).toBe('1|2||||')
    expect(document.activeElement).toBe(boxes()[2])
    await user.keyboard('{Backspace}')
    expect(values()).toBe('1|||||')
    expect(document.activeElement).toBe(boxes()[1])
  })

  test('arrow keys, Home and End move between boxes (left to right even in RTL)', async () => {
    const user = userEvent.setup()
    render(<OtpInput label="Code" onComplete={() => {}} />)
    await user.click(boxes()[0] as HTMLInputElement)
    await user.keyboard('{ArrowRight}{ArrowRight}')
    expect(document.activeElement).toBe(boxes()[2])
    await user.keyboard('{ArrowLeft}')
    expect(document.activeElement).toBe(boxes()[1])
    await user.keyboard('{End}')
    expect(document.activeElement).toBe(boxes()[5])
    await user.keyboard('{Home}')
    expect(document.activeElement).toBe(boxes()[0])
    expect(boxes()[0]?.parentElement?.getAttribute('dir')).toBe('ltr')
  })

  test('typing over a filled box replaces its digit', async () => {
    const user = userEvent.setup()
    render(<OtpInput label="Code" defaultValue="111111" onComplete={() => {}} />)
    await user.click(boxes()[3] as HTMLInputElement)
    await user.keyboard('7')
    expect(values()).toBe('1|1|1|7|1|1')
  })

  test('an error marks every box invalid and is announced', () => {
    render(<OtpInput label="Code" error="Invalid code" onComplete={() => {}} />)
    expect(screen.getByRole('alert').textContent).toBe('Invalid code')
    expect(boxes().every((b) => b.getAttribute('aria-invalid') === 'true')).toBe(true)
  })
})
