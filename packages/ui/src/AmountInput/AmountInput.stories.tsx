import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { AmountInput, type AmountInputProps } from './AmountInput'

function Controlled(props: Partial<AmountInputProps>) {
  const [value, setValue] = useState(props.value ?? '')
  return (
    <div className="al-story-column">
      <AmountInput label="Amount" symbol="ETH" {...props} value={value} onValueChange={setValue} />
    </div>
  )
}

const meta: Meta<typeof AmountInput> = { title: 'Inputs/AmountInput', component: AmountInput }
export default meta

type Story = StoryObj<typeof AmountInput>

export const Empty: Story = { render: () => <Controlled /> }
export const WithValue: Story = { render: () => <Controlled value="0.25" valueLabel="$812.40" /> }
export const Insufficient: Story = {
  render: () => <Controlled value="12" valueLabel="$38,995.20" error="Insufficient funds" />,
}
export const LongNumber: Story = {
  render: () => <Controlled value="123456789012345.123456789" symbol="SOMETOKEN" />,
}
export const Disabled: Story = { render: () => <Controlled value="1" disabled /> }
export const RightToLeft: Story = {
  parameters: { dir: 'rtl' },
  render: () => <Controlled label="المبلغ" value="1.5" valueLabel="٤٬٨٧٤ US$" />,
}
/** Insufficient in the dark theme, whatever the toolbar says. */
export const Dark: Story = {
  ...Insufficient,
  parameters: { ...Insufficient.parameters, theme: 'dark' },
}
