import type { Meta, StoryObj } from '@storybook/react-vite'
import { TextInput } from './TextInput'

const meta: Meta<typeof TextInput> = {
  title: 'Inputs/TextInput',
  component: TextInput,
  decorators: [
    (Story) => (
      <div className="al-story-column">
        <Story />
      </div>
    ),
  ],
  args: { label: 'Account name', placeholder: 'satoshi' },
}
export default meta

type Story = StoryObj<typeof TextInput>

export const Default: Story = {}
export const WithHint: Story = {
  args: { hint: 'At least 4 characters: letters, digits or hyphens' },
}
export const WithError: Story = { args: { defaultValue: 'ab', error: 'Invalid input' } }
export const Disabled: Story = { args: { disabled: true, defaultValue: 'satoshi' } }
export const HiddenLabel: Story = { args: { hideLabel: true } }
export const LongValue: Story = {
  args: {
    defaultValue: 'a-name-that-is-much-longer-than-the-box-it-is-typed-into-and-keeps-going',
  },
}
export const RightToLeft: Story = {
  parameters: { dir: 'rtl' },
  args: { label: 'اسم الحساب', placeholder: 'ساتوشي', hint: 'أربعة أحرف على الأقل' },
}
/** Default in the dark theme, whatever the toolbar says. */
export const Dark: Story = { ...Default, parameters: { ...Default.parameters, theme: 'dark' } }
