import type { Meta, StoryObj } from '@storybook/react-vite'
import { logo, NEVER_LOADS } from '../test/images'
import { WalletImage } from './WalletImage'

const meta: Meta<typeof WalletImage> = {
  title: 'Media/WalletImage',
  component: WalletImage,
  args: { src: logo('#3451d1', 'M'), name: 'MetaMask', size: 'lg' },
}
export default meta

type Story = StoryObj<typeof WalletImage>

export const Loaded: Story = {}
/** Stays loading for 2 s, then shows the fallback. */
export const Loading: Story = { args: { src: NEVER_LOADS, name: 'Slow Wallet' } }
export const Fallback: Story = { args: { src: undefined, name: 'Unknown Wallet' } }
export const Sizes: Story = {
  render: (args) => (
    <div className="al-story-row">
      <WalletImage {...args} size="sm" />
      <WalletImage {...args} size="md" />
      <WalletImage {...args} size="lg" />
    </div>
  ),
}
export const RightToLeft: Story = {
  parameters: { dir: 'rtl' },
  render: (args) => (
    <div className="al-story-row">
      <WalletImage {...args} name="ميتاماسك" />
      <WalletImage {...args} src={undefined} name="محفظة غير معروفة" />
    </div>
  ),
}
/** Loaded in the dark theme, whatever the toolbar says. */
export const Dark: Story = { ...Loaded, parameters: { ...Loaded.parameters, theme: 'dark' } }
