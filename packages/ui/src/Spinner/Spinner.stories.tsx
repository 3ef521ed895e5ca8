import type { Meta, StoryObj } from '@storybook/react-vite'
import { Spinner } from './Spinner'

const meta: Meta<typeof Spinner> = { title: 'Feedback/Spinner', component: Spinner }
export default meta

type Story = StoryObj<typeof Spinner>

export const Medium: Story = {}
export const Small: Story = { args: { size: 'sm', label: 'Loading balance' } }
export const Large: Story = { args: { size: 'lg', label: 'Connecting' } }
export const RightToLeft: Story = { parameters: { dir: 'rtl' }, args: { label: 'جار التحميل' } }
/** Medium in the dark theme, whatever the toolbar says. */
export const Dark: Story = { ...Medium, parameters: { ...Medium.parameters, theme: 'dark' } }
