import type { Meta, StoryObj } from '@storybook/react-vite'
import { AlertBar } from './AlertBar'

const meta: Meta<typeof AlertBar> = {
  title: 'Feedback/AlertBar',
  component: AlertBar,
  decorators: [
    (Story) => (
      <div className="al-story-column">
        <Story />
      </div>
    ),
  ],
  args: { message: 'Project ID Not Configured', variant: 'info', onClose: () => {} },
}
export default meta

type Story = StoryObj<typeof AlertBar>

export const Info: Story = {}
export const Success: Story = { args: { message: 'Session restored', variant: 'success' } }
export const Warning: Story = { args: { message: 'Session Expired', variant: 'warning' } }
export const ErrorBar: Story = {
  args: {
    message: 'Invalid App Configuration: this origin is not on the allowlist',
    variant: 'error',
  },
}
export const NotDismissible: Story = {
  args: { onClose: undefined, message: 'Network Not Found', variant: 'error' },
}
export const RightToLeft: Story = {
  parameters: { dir: 'rtl' },
  args: { message: 'لم يتم تكوين معرف المشروع', closeLabel: 'إغلاق' },
}
/** Info in the dark theme, whatever the toolbar says. */
export const Dark: Story = { ...Info, parameters: { ...Info.parameters, theme: 'dark' } }
