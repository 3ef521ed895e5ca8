import { connect, pushView } from '@airlock/core'
import { fireEvent, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { authConnector, renderEmbedded } from '../../test/renderEmbedded'

describe('email update', () => {
  it('asks the current address code, then the new one, then shows Account with `Email updated`', async () => {
    const { airlock, modal, wallet } = renderEmbedded()
    await connect(airlock.core, { connector: authConnector })
    wallet.test.set({
      user: {
        email: 'old@example.org',
        address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
        chainId: 1,
        accounts: [{ address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', type: 'eoa' }],
        smartAccountDeployed: false,
      },
    })
    airlock.open()
    const view = await modal()
    fireEvent.click(await view.findByRole('button', { name: 'Edit email' }))
    const input = await view.findByRole('textbox', { name: 'New email' })
    fireEvent.change(input, { target: { value: 'old@example.org' } })
    fireEvent.submit(input.closest('form') as HTMLFormElement)
    // The same address is no change.
    await view.findByText('Invalid email')
    fireEvent.change(input, { target: { value: 'new@example.org' } })
    fireEvent.submit(input.closest('form') as HTMLFormElement)
    await view.findByText('Enter the code we sent to old@example.org')
    await waitFor(() => expect(view.getByRole('heading').textContent).toBe('Confirm Current Email'))
    const paste = (code: string) =>
      fireEvent.paste(
        view.getAllByRole('textbox', { name: 'Digit 1 of 6' }).at(-1) as HTMLElement,
        {
          clipboardData: { getData: () => code },
        },
      )
    paste('123456')
    await view.findByText('Enter the code we sent to new@example.org')
    await waitFor(() => expect(airlock.core.state.router.view).toBe('UpdateEmailSecondaryOtp'))
    paste('999999')
    await view.findByText('Invalid code')
    paste('123456')
    await waitFor(() => expect(airlock.core.state.router.view).toBe('Account'))
    // Another snackbar (the balance fetch after connect) may be up: this one follows 150 ms later.
    await waitFor(() => expect(airlock.core.state.snackbar.message).toBe('Email updated'))
    expect(wallet.test.calls.map(({ method }) => method)).toEqual(
      expect.arrayContaining(['updateEmail', 'updateEmailPrimaryOtp', 'updateEmailSecondaryOtp']),
    )
  })

  it('starts on the new address when the frame answers VERIFY_SECONDARY_OTP', async () => {
    const { airlock, modal, wallet } = renderEmbedded()
    wallet.test.updateAction = 'VERIFY_SECONDARY_OTP'
    airlock.open()
    pushView(airlock.core, 'UpdateEmailWallet', { email: 'old@example.org' })
    const view = await modal()
    const input = await view.findByRole('textbox', { name: 'New email' })
    fireEvent.change(input, { target: { value: 'new@example.org' } })
    fireEvent.submit(input.closest('form') as HTMLFormElement)
    await view.findByText('Enter the code we sent to new@example.org')
    expect(airlock.core.state.router.view).toBe('UpdateEmailSecondaryOtp')
  })
})
