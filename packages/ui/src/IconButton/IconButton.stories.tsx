import type { Meta, StoryObj } from '@storybook/react-vite'
import { IconButton } from './IconButton'

const meta: Meta<typeof IconButton> = {
  title: 'Controls/IconButton',
  component: IconButton,
  args: { icon: 'close', label: 'Close', onClick: () => {} },
}
export default meta

type Story = StoryObj<typeof IconButton>

export const Plain: Story = {}
export const Filled: Story = { args: { variant: 'filled', icon: 'copy', label: 'Copy address' } }
export const Small: Story = { args: { size: 'sm' } }
export const Disabled: Story = { args: { disabled: true } }
export const BackInRightToLeft: Story = {
  parameters: { dir: 'rtl' },
  args: { icon: 'back', label: 'رجوع', flipInRtl: true },
}
/** Plain in the dark theme, whatever the toolbar says. */
export const Dark: Story = { ...Plain, parameters: { ...Plain.parameters, theme: 'dark' } }
