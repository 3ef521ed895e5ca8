import type { Meta, StoryObj } from '@storybook/react-vite'
import { logo, NEVER_LOADS } from '../test/images'
import { Avatar } from './Avatar'

const meta: Meta<typeof Avatar> = {
  title: 'Media/Avatar',
  component: Avatar,
  args: { address: '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045', size: 'lg', label: 'Account' },
}
export default meta

type Story = StoryObj<typeof Avatar>

export const Generated: Story = {}
export const ProfilePicture: Story = { args: { src: logo('#e17055', 'V') } }
export const Solana: Story = { args: { address: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV' } }
export const Many: Story = {
  render: () => (
    <div className="al-story-row">
      {[
        '0x71C7656EC7ab88b098defB751B7401B5f6d8976F',
        '0x0000000000000000000000000000000000000000',
        '0xAb5801a7D398351b8bE11C439e05C5B3259aeC9B',
        '0x220866B1A2219f40e72f5c628B65D54268cA3A9D',
        '0x1Db3439a222C519ab44bb1144fC28167b4Fa6EE6',
      ].map((address) => (
        <Avatar key={address} address={address} size="md" />
      ))}
    </div>
  ),
}
/** Waits 2 s for the picture, showing the generated one meanwhile, then keeps it. */
export const PictureLoading: Story = { args: { src: NEVER_LOADS } }
/** The picture fails (a broken image): the generated one shows at once. */
export const PictureFailed: Story = { args: { src: 'data:image/png;base64,broken' } }
/** Beside a name that does not fit, as in the account header. */
export const LongName: Story = {
  render: (args) => (
    <div className="al-story-row al-story-narrow">
      <Avatar {...args} size="md" label="" />
      <span className="al-story-ellipsis">
        a-very-long-account-name-registered-by-someone-who-likes-typing.eth
      </span>
    </div>
  ),
}
export const RightToLeft: Story = {
  parameters: { dir: 'rtl' },
  render: (args) => (
    <div className="al-story-row">
      <Avatar {...args} size="md" label="حسابك" />
      <span>حسابك</span>
    </div>
  ),
}
/** Generated in the dark theme, whatever the toolbar says. */
export const Dark: Story = { ...Generated, parameters: { ...Generated.parameters, theme: 'dark' } }
