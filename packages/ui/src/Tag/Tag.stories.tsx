import type { Meta, StoryObj } from '@storybook/react-vite'
import { Tag } from './Tag'

const meta: Meta<typeof Tag> = { title: 'Display/Tag', component: Tag, args: { label: 'RECENT' } }
export default meta

type Story = StoryObj<typeof Tag>

export const Neutral: Story = {}
export const Accent: Story = { args: { label: 'QR CODE', tone: 'accent' } }
export const Success: Story = { args: { label: 'INSTALLED', tone: 'success' } }
export const ErrorTone: Story = { args: { label: 'FAILED', tone: 'error' } }
export const RightToLeft: Story = { parameters: { dir: 'rtl' }, args: { label: 'مثبت' } }
/** Neutral in the dark theme, whatever the toolbar says. */
export const Dark: Story = { ...Neutral, parameters: { ...Neutral.parameters, theme: 'dark' } }
