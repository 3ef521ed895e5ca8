import type { Meta, StoryObj } from '@storybook/react-vite'
import { OtpInput } from './OtpInput'

const meta: Meta<typeof OtpInput> = {
  title: 'Inputs/OtpInput',
  component: OtpInput,
  args: { label: 'Verification code', onComplete: () => {} },
}
export default meta

type Story = StoryObj<typeof OtpInput>

export const Empty: Story = {}
export const Partial: Story = { args: { defaultValue: '123' } }
export const Complete: Story = { args: { defaultValue: '123456' } }
export const WithError: Story = { args: { defaultValue: '123456', error: 'Invalid code' } }
export const Disabled: Story = { args: { defaultValue: '123456', disabled: true } }
/** The boxes stay left to right: codes are read that way in every language. */
export const RightToLeft: Story = {
  parameters: { dir: 'rtl' },
  args: {
    label: 'رمز التحقق',
    defaultValue: '12',
    boxLabel: (n, total) => `الرقم ${n} من ${total}`,
  },
}
/** Partial in the dark theme, whatever the toolbar says. */
export const Dark: Story = { ...Partial, parameters: { ...Partial.parameters, theme: 'dark' } }
