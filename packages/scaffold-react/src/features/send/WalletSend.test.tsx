import { connect } from '@airlock/core'
import { fireEvent, waitFor, within } from '@testing-library/react'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { renderAirlock } from '../../test/renderAirlock'
import { startTestCloud, type TestCloud } from '../../test/startTestCloud'

const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const AUSD = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

let cloud: TestCloud
beforeAll(async () => {
  cloud = await startTestCloud()
})
afterAll(() => cloud.stop())

/** Connects the test adapter's account, opens Account and presses Send, as a visitor does. */
async function openSend() {
  const rendered = renderAirlock(null, { cloudUrl: cloud.url })
  const [connector] = rendered.adapter.getConnectors()
  if (!connector) throw new TypeError('no connector')
  await connect(rendered.airlock.core, { connector })
  rendered.airlock.open()
  const view = await rendered.modal()
  fireEvent.click(await view.findByRole('button', { name: 'Send' }))
  await view.findByLabelText('Amount')
  return { ...rendered, view }
}

/** Picks `symbol`, types `amount` and the receiver, and opens the preview. */
async function fill(
  view: Awaited<ReturnType<typeof openSend>>['view'],
  symbol: string,
  amount: string,
) {
  const picker = view.getByLabelText('Token') as HTMLSelectElement
  const option = within(picker).getByText(new RegExp(`^${symbol} `)) as HTMLOptionElement
  fireEvent.change(picker, { target: { value: option.value } })
  fireEvent.change(view.getByLabelText('Amount'), { target: { value: amount } })
  fireEvent.change(view.getByLabelText('To'), { target: { value: BOB } })
  const preview = view.getByRole('button', { name: 'Preview send' })
  await waitFor(() => expect((preview as HTMLButtonElement).disabled).toBe(false))
  fireEvent.click(preview)
  await view.findByText(`${amount} ${symbol}`)
}

describe('WalletSend', () => {
  it('lists the balances without 0-decimal tokens', async () => {
    const { view } = await openSend()
    const options = within(view.getByLabelText('Token')).getAllByRole('option')
    expect(options.map((option) => option.textContent)).toEqual(['ETH (1.0)', 'AUSD (250.0)'])
  })

  it('sends an ERC-20 through the adapter, says Transaction started, goes to Account, empties the form', async () => {
    const { view, adapter, airlock } = await openSend()
    await fill(view, 'AUSD', '1.5')
    fireEvent.click(view.getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(airlock.core.state.router.view).toBe('Account'))
    const call = adapter.test.calls.find((entry) => entry.method === 'sendTransaction')
    expect(call?.parameters).toMatchObject({
      to: AUSD,
      value: 0n,
      data: `0xa9059cbb${BOB.slice(2).toLowerCase().padStart(64, '0')}${(1_500_000).toString(16).padStart(64, '0')}`,
    })
    expect(airlock.core.state.snackbar.messageId).toBe('transactionStarted')
    expect(airlock.core.state.send.receiverAddress).toBeUndefined()
    expect(airlock.core.state.router.transactionStack).toHaveLength(0)
  })

  it('a refused send says Something went wrong and keeps the preview and the form', async () => {
    const { view, adapter, airlock } = await openSend()
    await fill(view, 'ETH', '0.5')
    adapter.test.signError = { code: 4001, message: 'User rejected the request.' }
    fireEvent.click(view.getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(airlock.core.state.snackbar.messageId).toBe('somethingWentWrong'))
    expect(airlock.core.state.router.view).toBe('WalletSendPreview')
    expect(airlock.core.state.send.receiverAddress).toBe(BOB)
    expect(view.getByText('0.5 ETH')).toBeTruthy()
  })
})

describe('WalletSend while the balances load', () => {
  /** Connects the test adapter's account and opens WalletSend straight away. */
  async function openSendNow() {
    const rendered = renderAirlock(null, { cloudUrl: cloud.url })
    const [connector] = rendered.adapter.getConnectors()
    if (!connector) throw new TypeError('no connector')
    await connect(rendered.airlock.core, { connector })
    rendered.airlock.open({ view: 'WalletSend' })
    return { ...rendered, view: await rendered.modal() }
  }

  it('shows placeholder rows, not "No tokens yet", until the balances arrive', async () => {
    const release = cloud.hold('/balance')
    try {
      const { view } = await openSendNow()
      await view.findByText('Loading tokens')
      expect(view.dialog.querySelectorAll('.al-skeleton-row').length).toBeGreaterThan(0)
      expect(view.queryByText('No tokens yet')).toBeNull()
      release()
      await view.findByLabelText('Amount')
      expect(view.queryByText('Loading tokens')).toBeNull()
    } finally {
      release()
    }
  })

  it('shows Token Balance Unavailable with Try again when they cannot be read', async () => {
    cloud.failBalance = true
    try {
      const { view } = await openSendNow()
      const alert = await view.findByRole('alert')
      expect(alert.textContent).toContain('Token Balance Unavailable')
      expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy()
      expect(view.queryByText('No tokens yet')).toBeNull()
    } finally {
      cloud.failBalance = false
    }
  })
})
