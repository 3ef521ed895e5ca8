import type { Meta, StoryObj } from '@storybook/react-vite'
import { Icon } from '../icons/Icon'
import { Button } from './Button'

const meta: Meta<typeof Button> = {
  title: 'Controls/Button',
  component: Button,
  args: { children: 'Connect Wallet', onClick: () => {} },
}
export default meta

type Story = StoryObj<typeof Button>

export const Primary: Story = {}
export const Secondary: Story = { args: { variant: 'secondary', children: 'Cancel' } }
export const Link: Story = { args: { variant: 'link', children: 'What is a wallet?' } }
export const Loading: Story = { args: { loading: true, children: 'Connecting' } }
export const Disabled: Story = { args: { disabled: true } }
export const WithIcon: Story = {
  args: { variant: 'secondary', leading: <Icon name="qr" />, children: 'Scan with your phone' },
}
export const Sizes: Story = {
  render: (args) => (
    <div className="al-story-row">
      <Button {...args} size="sm" />
      <Button {...args} size="md" />
      <Button {...args} size="lg" />
    </div>
  ),
}
export const LongLabel: Story = {
  render: (args) => (
    <div className="al-story-narrow">
      <Button {...args} fullWidth>
        Continue with a wallet whose name is far too long for one line
      </Button>
    </div>
  ),
}
export const RightToLeft: Story = {
  parameters: { dir: 'rtl' },
  args: { children: 'ربط المحفظة', leading: <Icon name="wallet" /> },
}
/** Primary in the dark theme, whatever the toolbar says. */
export const Dark: Story = { ...Primary, parameters: { ...Primary.parameters, theme: 'dark' } }
