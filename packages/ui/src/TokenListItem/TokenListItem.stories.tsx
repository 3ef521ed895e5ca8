import type { Meta, StoryObj } from '@storybook/react-vite'
import { logo, NEVER_LOADS } from '../test/images'
import { TokenListItem } from './TokenListItem'

const meta: Meta<typeof TokenListItem> = {
  title: 'Lists/TokenListItem',
  component: TokenListItem,
  decorators: [
    (Story) => (
      <div className="al-story-column">
        <Story />
      </div>
    ),
  ],
  args: {
    name: 'Ether',
    symbol: 'ETH',
    quantity: '1.234567',
    value: '$4,012.41',
    iconSrc: logo('#627eea', 'E'),
    locale: 'en-US',
  },
}
export default meta

type Story = StoryObj<typeof TokenListItem>

export const Default: Story = {}
export const Selectable: Story = { args: { onSelect: () => {} } }
export const IconLoading: Story = { args: { iconSrc: NEVER_LOADS } }
export const NoIcon: Story = { args: { iconSrc: undefined, name: 'Dai Stablecoin', symbol: 'DAI' } }
export const NoValue: Story = { args: { value: undefined } }
export const LongName: Story = {
  args: {
    name: 'A Token With A Name So Long It Cannot Possibly Fit',
    symbol: 'LONGSYMBOL',
    quantity: '123456789012.98765',
    value: '$1,234,567,890.12',
  },
}
export const RightToLeft: Story = {
  parameters: { dir: 'rtl' },
  args: { name: 'إيثر', locale: 'ar-EG', value: '٤٬٠١٢٫٤١ US$' },
}
/** Default in the dark theme, whatever the toolbar says. */
export const Dark: Story = { ...Default, parameters: { ...Default.parameters, theme: 'dark' } }
