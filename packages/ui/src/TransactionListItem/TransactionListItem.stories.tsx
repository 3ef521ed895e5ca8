import type { Meta, StoryObj } from '@storybook/react-vite'
import { TransactionListItem } from './TransactionListItem'

const meta: Meta<typeof TransactionListItem> = {
  title: 'Lists/TransactionListItem',
  component: TransactionListItem,
  decorators: [
    (Story) => (
      <div className="al-story-column">
        <Story />
      </div>
    ),
  ],
  args: {
    direction: 'out',
    status: 'confirmed',
    title: 'Sent',
    description: 'to 0x71C7...976F',
    amounts: ['-0.5 ETH'],
    date: '2025-01-05T10:00:00Z',
    locale: 'en-US',
  },
}
export default meta

type Story = StoryObj<typeof TransactionListItem>

export const Sent: Story = {}
export const Received: Story = {
  args: {
    direction: 'in',
    title: 'Received',
    description: 'from vitalik.eth',
    amounts: ['+120 USDC'],
  },
}
export const Swapped: Story = {
  args: {
    direction: 'self',
    title: 'Swapped',
    description: 'ETH to USDC',
    amounts: ['-1 ETH', '+3,900 USDC'],
  },
}
export const Pending: Story = { args: { status: 'pending', statusLabel: 'Pending' } }
export const Failed: Story = { args: { status: 'failed', statusLabel: 'Failed' } }
/** Renders nothing: spam is hidden. */
export const Spam: Story = {
  render: (args) => (
    <>
      <TransactionListItem {...args} title="Minted" isSpam />
      <TransactionListItem {...args} title="Sent (the spam one above is hidden)" />
    </>
  ),
}
export const LongText: Story = {
  args: {
    title: 'Sent a very long description of a transaction',
    description: 'to a-name-that-goes-on-and-on-and-on-forever.eth',
    amounts: ['-123,456,789.123 SOMELONGTOKEN'],
  },
}
export const RightToLeft: Story = {
  parameters: { dir: 'rtl' },
  args: { title: 'أرسلت', description: 'إلى vitalik.eth', locale: 'ar-EG' },
}
/** Sent in the dark theme, whatever the toolbar says. */
export const Dark: Story = { ...Sent, parameters: { ...Sent.parameters, theme: 'dark' } }
