import { connect } from '@airlock/core'
import { fireEvent, waitFor } from '@testing-library/react'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { renderAirlock } from '../../test/renderAirlock'
import { startTestCloud, type TestCloud } from '../../test/startTestCloud'

// The form against the package's test cloud, which has no names routes: every name is free
// (404), suggestions fail and a registration is refused, so the error paths are what is shown
// here. The whole registration against the real cloud is apps/demo/e2e/names.spec.ts, and core's
// registerAccountName.test.ts.

let cloud: TestCloud
beforeAll(async () => {
  cloud = await startTestCloud()
})
afterAll(() => cloud.stop())

/** Connects, opens Account and presses Choose a name, as a visitor does. */
async function openForm() {
  const rendered = renderAirlock(null, { cloudUrl: cloud.url })
  const [connector] = rendered.adapter.getConnectors()
  if (!connector) throw new TypeError('no connector')
  await connect(rendered.airlock.core, { connector })
  rendered.airlock.open()
  const view = await rendered.modal()
  fireEvent.click(await view.findByRole('button', { name: 'Choose a name' }))
  await view.findByRole('textbox', { name: 'Account name' })
  return { ...rendered, view }
}

describe('RegisterAccountName', () => {
  it('checks the rule as the visitor types, then the availability', async () => {
    const { view, airlock } = await openForm()
    expect(airlock.core.state.router.view).toBe('RegisterAccountName')
    expect(await view.findByRole('heading', { name: 'Choose Name' })).toBeTruthy()
    const input = view.getByRole('textbox', { name: 'Account name' })
    const register = view.getByRole('button', { name: 'Register' }) as HTMLButtonElement
    expect(register.disabled).toBe(true)
    fireEvent.change(input, { target: { value: 'abc' } })
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'))
    expect(view.getAllByText('At least 4 letters, digits or hyphens').length).toBeGreaterThan(0)
    expect(register.disabled).toBe(true)
    fireEvent.change(input, { target: { value: 'Anna' } })
    await view.findByText('anna.airlock is available')
    expect(register.disabled).toBe(false)
    // The suggestions route does not answer here: SPEC.md §8's words.
    await view.findByText('Error fetching name suggestions')
  })

  it('a refused registration comes back to the form, name kept, with Error registering name', async () => {
    const { view, airlock } = await openForm()
    const input = view.getByRole('textbox', { name: 'Account name' })
    fireEvent.change(input, { target: { value: 'anna' } })
    await view.findByText('anna.airlock is available')
    fireEvent.click(view.getByRole('button', { name: 'Register' }))
    await waitFor(() =>
      expect(airlock.core.state.snackbar).toMatchObject({
        open: true,
        variant: 'error',
        messageId: 'errorRegisteringName',
      }),
    )
    expect(airlock.core.state.router.view).toBe('RegisterAccountName')
    const again = await view.findByRole('textbox', { name: 'Account name' })
    expect((again as HTMLInputElement).value).toBe('anna')
    expect(airlock.core.state.chain.accounts.eip155?.profileName).toBeUndefined()
  })
})
