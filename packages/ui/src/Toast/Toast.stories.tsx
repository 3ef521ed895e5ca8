import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { Button } from '../Button/Button'
import { Toast } from './Toast'

const meta: Meta<typeof Toast> = {
  title: 'Feedback/Toast',
  component: Toast,
  parameters: { layout: 'fullscreen' },
  args: {
    open: true,
    message: 'Address copied',
    variant: 'success',
    duration: 0,
    onClose: () => {},
  },
}
export default meta

type Story = StoryObj<typeof Toast>

export const Success: Story = {}
export const ErrorToast: Story = { args: { message: 'Signature declined', variant: 'error' } }
export const Info: Story = { args: { message: 'Transaction started', variant: 'info' } }
export const Loading: Story = { args: { message: 'Authenticating...', variant: 'loading' } }
export const LongMessage: Story = {
  args: { message: 'A problem occurred while trying initialize authentication', variant: 'error' },
}
export const RightToLeft: Story = {
  parameters: { dir: 'rtl' },
  args: { message: 'تم نسخ العنوان' },
}
/** Click twice quickly: the first toast leaves and the next appears 150 ms later. */
export const Replay: Story = {
  render: function Render() {
    const [count, setCount] = useState(0)
    return (
      <>
        <Button onClick={() => setCount((c) => c + 1)}>Copy address</Button>
        <Toast
          open={count > 0}
          toastKey={count}
          message={`Address copied (${count})`}
          variant="success"
          onClose={() => setCount(0)}
        />
      </>
    )
  },
}
/** Success in the dark theme, whatever the toolbar says. */
export const Dark: Story = { ...Success, parameters: { ...Success.parameters, theme: 'dark' } }
