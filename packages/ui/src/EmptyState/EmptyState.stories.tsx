import type { Meta, StoryObj } from '@storybook/react-vite'
import { EmptyState } from './EmptyState'

const meta: Meta<typeof EmptyState> = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: { title: 'No activity yet', description: 'Your next transactions will show up here.' },
}
export default meta

type Story = StoryObj<typeof EmptyState>

export const Default: Story = {}
export const WithAction: Story = {
  args: {
    title: 'No wallet found',
    icon: 'search',
    description: undefined,
    actionLabel: 'Clear search',
    onAction: () => {},
  },
}
export const LongText: Story = {
  args: {
    title: 'No wallet matches a search this long and this specific',
    description:
      'Try a shorter name, or scan the QR code with a wallet that supports WalletConnect.',
  },
}
export const RightToLeft: Story = {
  parameters: { dir: 'rtl' },
  args: { title: 'لا يوجد نشاط بعد', description: 'ستظهر معاملاتك التالية هنا.' },
}
/** Default in the dark theme, whatever the toolbar says. */
export const Dark: Story = { ...Default, parameters: { ...Default.parameters, theme: 'dark' } }
