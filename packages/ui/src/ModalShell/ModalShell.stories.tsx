import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { Button } from '../Button/Button'
import { ModalShell } from './ModalShell'

const meta: Meta<typeof ModalShell> = {
  title: 'Modal/ModalShell',
  component: ModalShell,
  parameters: { layout: 'fullscreen' },
  args: {
    open: true,
    title: 'Connect Wallet',
    view: 'Connect',
    onClose: () => {},
    children: <p>Choose how you want to connect.</p>,
  },
}
export default meta

type Story = StoryObj<typeof ModalShell>

export const Default: Story = {}

export const WithBack: Story = {
  args: { title: 'All Wallets', view: 'AllWallets', onBack: () => {} },
}

export const CloseDisabled: Story = {
  args: { title: 'Sign In', view: 'SIWXSignMessage', closeDisabled: true },
}

export const Loading: Story = { args: { loading: true, loadingLabel: 'Connecting' } }

export const LongTitle: Story = {
  args: {
    title: 'Connect a wallet with a very long name that does not fit on one line of the header',
  },
}

export const RightToLeft: Story = {
  parameters: { dir: 'rtl' },
  args: { title: 'اتصال المحفظة', onBack: () => {}, children: <p>اختر طريقة الاتصال.</p> },
}

export const Embedded: Story = { args: { embedded: true } }

export const WithFooter: Story = {
  args: { footer: <Button variant="link">What is a wallet?</Button> },
}

/** Walk between two views to see the title (120 ms), height (150 ms) and view (150 ms) animations. */
export const Transitions: Story = {
  render: function Render(args) {
    const [step, setStep] = useState(0)
    return (
      <ModalShell
        {...args}
        title={step === 0 ? 'Connect Wallet' : 'All Wallets'}
        view={step === 0 ? 'Connect' : 'AllWallets'}
        {...(step === 1 ? { onBack: () => setStep(0) } : {})}
      >
        {step === 0 ? (
          <Button onClick={() => setStep(1)}>Show all wallets</Button>
        ) : (
          <ul>
            {['MetaMask', 'Rainbow', 'Coinbase Wallet', 'Trust Wallet', 'Ledger Live'].map((n) => (
              <li key={n}>{n}</li>
            ))}
          </ul>
        )}
      </ModalShell>
    )
  },
}
/** Default in the dark theme, whatever the toolbar says. */
export const Dark: Story = { ...Default, parameters: { ...Default.parameters, theme: 'dark' } }
