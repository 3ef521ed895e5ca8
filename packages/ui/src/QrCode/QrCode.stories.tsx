import type { Meta, StoryObj } from '@storybook/react-vite'
import { logo } from '../test/images'
import { QrCode } from './QrCode'

const URI =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303'

const meta: Meta<typeof QrCode> = {
  title: 'Display/QrCode',
  component: QrCode,
  args: { uri: URI, label: 'QR code for WalletConnect' },
}
export default meta

type Story = StoryObj<typeof QrCode>

export const DefaultLogo: Story = {}
export const WalletLogo: Story = { args: { logoSrc: logo('#f6851b', 'M') } }
export const Loading: Story = { args: { uri: '' } }
export const Small: Story = { args: { size: 160 } }
export const LongUri: Story = {
  args: { uri: `${URI}&expiryTimestamp=1735689600&methods=${'x'.repeat(300)}` },
}
/** The code itself is never mirrored: scanners read it one way. */
export const RightToLeft: Story = {
  parameters: { dir: 'rtl' },
  args: { label: 'رمز الاستجابة السريعة لـ WalletConnect', logoSrc: logo('#f6851b', 'M') },
}
/** DefaultLogo in the dark theme, whatever the toolbar says. */
export const Dark: Story = {
  ...DefaultLogo,
  parameters: { ...DefaultLogo.parameters, theme: 'dark' },
}
