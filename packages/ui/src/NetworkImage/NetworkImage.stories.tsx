import type { Meta, StoryObj } from '@storybook/react-vite'
import { logo, NEVER_LOADS } from '../test/images'
import { NetworkImage } from './NetworkImage'

const meta: Meta<typeof NetworkImage> = {
  title: 'Media/NetworkImage',
  component: NetworkImage,
  args: { src: logo('#627eea', 'E'), name: 'Ethereum', size: 'lg' },
}
export default meta

type Story = StoryObj<typeof NetworkImage>

export const Loaded: Story = {}
export const Loading: Story = { args: { src: NEVER_LOADS, name: 'Slow Network' } }
export const Fallback: Story = { args: { src: undefined, name: 'Unknown Network' } }
export const Small: Story = { args: { size: 'sm' } }
export const RightToLeft: Story = {
  parameters: { dir: 'rtl' },
  render: (args) => (
    <div className="al-story-row">
      <NetworkImage {...args} name="إيثريوم" />
      <NetworkImage {...args} src={undefined} name="شبكة غير معروفة" />
    </div>
  ),
}
/** Loaded in the dark theme, whatever the toolbar says. */
export const Dark: Story = { ...Loaded, parameters: { ...Loaded.parameters, theme: 'dark' } }
