import type { Meta, StoryObj } from '@storybook/react-vite'
import { Skeleton } from './Skeleton'
import { SkeletonRows } from './SkeletonRows'

const meta: Meta<typeof SkeletonRows> = {
  title: 'Feedback/Skeleton',
  component: SkeletonRows,
  decorators: [
    (Story) => (
      <div className="al-story-column">
        <Story />
      </div>
    ),
  ],
  args: { count: 4, label: 'Loading' },
}
export default meta

type Story = StoryObj<typeof SkeletonRows>

export const Rows: Story = {}
export const Tiles: Story = { args: { variant: 'tiles', count: 2 } }
export const Shapes: Story = {
  render: () => (
    <div className="al-story-row al-story-shapes">
      <Skeleton shape="circle" />
      <Skeleton shape="text" />
      <Skeleton />
    </div>
  ),
}
export const RightToLeft: Story = { parameters: { dir: 'rtl' }, args: { label: 'جار التحميل' } }
export const TilesRightToLeft: Story = {
  parameters: { dir: 'rtl' },
  args: { variant: 'tiles', count: 2, label: 'جار التحميل' },
}
/** Rows in the dark theme, whatever the toolbar says. */
export const Dark: Story = { ...Rows, parameters: { ...Rows.parameters, theme: 'dark' } }
