import type { Meta, StoryObj } from '@storybook/react-vite'
import { logo, NEVER_LOADS } from '../test/images'
import { WalletListItem } from './WalletListItem'

const meta: Meta<typeof WalletListItem> = {
  title: 'Lists/WalletListItem',
  component: WalletListItem,
  decorators: [
    (Story) => (
      <div className="al-story-column">
        <Story />
      </div>
    ),
  ],
  args: { name: 'MetaMask', imageSrc: logo('#f6851b', 'M'), onSelect: () => {} },
}
export default meta

type Story = StoryObj<typeof WalletListItem>

export const Default: Story = {}
export const Installed: Story = { args: { tags: [{ label: 'INSTALLED', tone: 'success' }] } }
export const Recent: Story = { args: { tags: [{ label: 'RECENT' }] } }
export const QrCode: Story = {
  args: {
    name: 'WalletConnect',
    imageSrc: logo('#3396ff', 'W'),
    tags: [{ label: 'QR CODE', tone: 'accent' }],
  },
}
/** An entry for many wallets: four of their logos in a grid, and how many there are. */
export const AllWallets: Story = {
  args: {
    name: 'All Wallets',
    imageSrcs: [
      logo('#f6851b', 'M'),
      logo('#3396ff', 'W'),
      logo('#0052ff', 'C'),
      logo('#ff4f00', 'R'),
    ],
    tags: [{ label: '240' }],
  },
}
export const Loading: Story = { args: { loading: true, loadingLabel: 'Connecting' } }
export const ImageLoading: Story = { args: { imageSrc: NEVER_LOADS } }
export const ImageFailed: Story = { args: { imageSrc: undefined, name: 'Unknown Wallet' } }
export const Disabled: Story = { args: { disabled: true } }
export const LongName: Story = {
  args: {
    name: 'A Wallet With An Extraordinarily Long Name That Must Be Truncated',
    tags: [{ label: 'RECENT' }, { label: 'INSTALLED', tone: 'success' }],
  },
}
export const Tile: Story = {
  args: { layout: 'tile', tags: [{ label: 'INSTALLED', tone: 'success' }] },
  decorators: [
    (Story) => (
      <div className="al-story-narrow">
        <Story />
      </div>
    ),
  ],
}
export const RightToLeft: Story = {
  parameters: { dir: 'rtl' },
  args: { name: 'محفظة', tags: [{ label: 'مثبت', tone: 'success' }] },
}
/** Default in the dark theme, whatever the toolbar says. */
export const Dark: Story = { ...Default, parameters: { ...Default.parameters, theme: 'dark' } }
