import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { EmailInput, type EmailInputProps } from './EmailInput'

function Controlled(props: Partial<EmailInputProps>) {
  const [value, setValue] = useState(props.value ?? '')
  return (
    <div className="al-story-column">
      <EmailInput
        label="Email"
        hideLabel
        placeholder="Email"
        onSubmit={() => {}}
        validate={(email) =>
          /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email) ? undefined : 'Invalid email'
        }
        {...props}
        value={value}
        onValueChange={setValue}
      />
    </div>
  )
}

const meta: Meta<typeof EmailInput> = { title: 'Inputs/EmailInput', component: EmailInput }
export default meta

type Story = StoryObj<typeof EmailInput>

export const Empty: Story = { render: () => <Controlled /> }
export const Filled: Story = { render: () => <Controlled value="ada@example.com" /> }
export const Loading: Story = { render: () => <Controlled value="ada@example.com" loading /> }
export const ErrorFromServer: Story = {
  render: () => <Controlled value="ada@example.com" error="Please try again after 24 seconds" />,
}
export const LongAddress: Story = {
  render: () => (
    <Controlled value="someone.with.a.very.long.address@subdomain.example-company.com" />
  ),
}
export const RightToLeft: Story = {
  parameters: { dir: 'rtl' },
  render: () => (
    <Controlled label="البريد الإلكتروني" placeholder="البريد الإلكتروني" submitLabel="متابعة" />
  ),
}
/** ErrorFromServer in the dark theme, whatever the toolbar says. */
export const Dark: Story = {
  ...ErrorFromServer,
  parameters: { ...ErrorFromServer.parameters, theme: 'dark' },
}
