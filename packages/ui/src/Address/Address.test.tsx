import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test, vi } from 'vitest'
import { Address } from './Address'
import { truncateAddress } from './truncateAddress'

const ADDRESS = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045'

describe('truncateAddress', () => {
  test('keeps the start and the end with ASCII dots between', () => {
    expect(truncateAddress(ADDRESS)).toBe('0xd8dA...6045')
    expect(truncateAddress(ADDRESS, 4, 6)).toBe('0xd8...A96045')
    expect(truncateAddress('0x1234')).toBe('0x1234')
  })
})

describe('Address', () => {
  test('shows the short form, the whole address in its tooltip, or the name when given', () => {
    const { rerender } = render(<Address address={ADDRESS} />)
    expect(screen.getByText('0xd8dA...6045').getAttribute('title')).toBe(ADDRESS)
    rerender(<Address address={ADDRESS} name="vitalik.eth" />)
    expect(screen.getByText('vitalik.eth')).toBeTruthy()
  })

  test('copy writes the whole address to the clipboard, then says so for a moment', async () => {
    const user = userEvent.setup()
    const onCopy = vi.fn()
    render(<Address address={ADDRESS} name="vitalik.eth" onCopy={onCopy} />)
    await user.click(screen.getByRole('button', { name: 'Copy address' }))
    expect(await navigator.clipboard.readText()).toBe(ADDRESS)
    expect(onCopy).toHaveBeenCalledWith(ADDRESS)
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy()
    expect(screen.getByRole('status').textContent).toBe('Copied')
  })

  test('the confirmation goes after 1.5 s', async () => {
    vi.useFakeTimers()
    try {
      render(<Address address={ADDRESS} />)
      await act(async () => {
        screen.getByRole('button', { name: 'Copy address' }).click()
      })
      expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy()
      act(() => vi.advanceTimersByTime(1500))
      expect(screen.getByRole('button', { name: 'Copy address' })).toBeTruthy()
    } finally {
      vi.useRealTimers()
    }
  })

  test('a refused clipboard is reported, not claimed as copied', async () => {
    const user = userEvent.setup()
    const refusal = new DOMException('denied', 'NotAllowedError')
    const spy = vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(refusal)
    try {
      const onCopyError = vi.fn()
      render(<Address address={ADDRESS} onCopyError={onCopyError} />)
      await user.click(screen.getByRole('button', { name: 'Copy address' }))
      expect(onCopyError).toHaveBeenCalledWith(refusal)
      expect(screen.queryByRole('button', { name: 'Copied' })).toBeNull()
    } finally {
      spy.mockRestore()
    }
  })

  test('copyable={false} has no button', () => {
    render(<Address address={ADDRESS} copyable={false} />)
    expect(screen.queryByRole('button')).toBeNull()
  })
})
