import type { Meta, StoryObj } from '@storybook/react-vite'
import { IconButton } from '../IconButton/IconButton'
import { Tooltip } from './Tooltip'

const meta: Meta<typeof Tooltip> = {
  title: 'Feedback/Tooltip',
  component: Tooltip,
  args: {
    content: 'Copies the full address',
    children: <IconButton icon="copy" label="Copy address" />,
  },
}
export default meta

type Story = StoryObj<typeof Tooltip>

export const Closed: Story = {}
export const Open: Story = { args: { defaultOpen: true } }
export const Below: Story = { args: { defaultOpen: true, side: 'bottom' } }
export const LongText: Story = {
  args: {
    defaultOpen: true,
    content: 'Network fees are paid to the validators of the network, not to this application.',
  },
}
export const RightToLeft: Story = {
  parameters: { dir: 'rtl' },
  args: { defaultOpen: true, content: 'ينسخ العنوان الكامل' },
}
/** Open in the dark theme, whatever the toolbar says. */
export const Dark: Story = { ...Open, parameters: { ...Open.parameters, theme: 'dark' } }
