import type { Meta, StoryObj } from '@storybook/react-vite'
import { logo, NEVER_LOADS } from '../test/images'
import { NetworkListItem } from './NetworkListItem'

const meta: Meta<typeof NetworkListItem> = {
  title: 'Lists/NetworkListItem',
  component: NetworkListItem,
  decorators: [
    (Story) => (
      <div className="al-story-column">
        <Story />
      </div>
    ),
  ],
  args: { name: 'Ethereum', imageSrc: logo('#627eea', 'E'), onSelect: () => {} },
}
export default meta

type Story = StoryObj<typeof NetworkListItem>

export const Default: Story = {}
export const Selected: Story = { args: { selected: true } }
export const Disabled: Story = {
  args: { disabled: true, description: 'Not supported by this wallet' },
}
export const ImageLoading: Story = { args: { imageSrc: NEVER_LOADS } }
export const NoImage: Story = { args: { imageSrc: undefined, name: 'Local Chain' } }
export const Tile: Story = { args: { layout: 'tile', selected: true } }
export const LongName: Story = {
  args: { name: 'Some Layer Two Network With A Very Long Official Name' },
}
export const RightToLeft: Story = {
  parameters: { dir: 'rtl' },
  args: { name: 'إيثريوم', selected: true },
}
/** Default in the dark theme, whatever the toolbar says. */
export const Dark: Story = { ...Default, parameters: { ...Default.parameters, theme: 'dark' } }
