import type { Meta, StoryObj } from '@storybook/react-vite'
import { ErrorState } from './ErrorState'

const meta: Meta<typeof ErrorState> = {
  title: 'Feedback/ErrorState',
  component: ErrorState,
  args: { title: 'Token Balance Unavailable', actionLabel: 'Try again', onAction: () => {} },
}
export default meta

type Story = StoryObj<typeof ErrorState>

export const Default: Story = {}
export const WithDescription: Story = {
  args: { title: 'Something went wrong', description: 'Request was aborted' },
}
export const NoAction: Story = { args: { actionLabel: undefined, onAction: undefined } }
export const RightToLeft: Story = {
  parameters: { dir: 'rtl' },
  args: { title: 'حدث خطأ ما', actionLabel: 'حاول مرة أخرى' },
}
/** Default in the dark theme, whatever the toolbar says. */
export const Dark: Story = { ...Default, parameters: { ...Default.parameters, theme: 'dark' } }
