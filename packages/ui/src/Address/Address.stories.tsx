import type { Meta, StoryObj } from '@storybook/react-vite'
import { Address } from './Address'

const meta: Meta<typeof Address> = {
  title: 'Display/Address',
  component: Address,
  args: { address: '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045' },
}
export default meta

type Story = StoryObj<typeof Address>

export const Truncated: Story = {}
export const WithName: Story = { args: { name: 'vitalik.eth' } }
export const Solana: Story = {
  args: { address: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV', start: 4 },
}
export const NotCopyable: Story = { args: { copyable: false } }
export const LongName: Story = {
  render: (args) => (
    <div className="al-story-narrow">
      <Address {...args} name="a-very-long-name-that-cannot-fit-anywhere.eth" />
    </div>
  ),
}
export const RightToLeft: Story = {
  parameters: { dir: 'rtl' },
  args: { copyLabel: 'نسخ العنوان', copiedLabel: 'تم النسخ' },
}
/** Truncated in the dark theme, whatever the toolbar says. */
export const Dark: Story = { ...Truncated, parameters: { ...Truncated.parameters, theme: 'dark' } }
