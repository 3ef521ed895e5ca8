import type { Meta, StoryObj } from '@storybook/react-vite'
import { Button } from '../Button/Button'
import { IconButton } from '../IconButton/IconButton'
import { DropdownMenu, type DropdownMenuEntry } from './DropdownMenu'

const networks: DropdownMenuEntry[] = ['Arbitrum', 'Base', 'Berachain', 'Ethereum', 'Optimism'].map(
  (name) => ({ id: name, label: name, onSelect: () => {} }),
)

const items: DropdownMenuEntry[] = [
  { id: 'copy', label: 'Copy address', icon: 'copy', onSelect: () => {} },
  { id: 'network', type: 'sub', label: 'Switch network', icon: 'network', items: networks },
  { id: 'disabled', label: 'Export key (not available)', onSelect: () => {}, disabled: true },
  { id: 'sep', type: 'separator' },
  { id: 'disconnect', label: 'Disconnect', tone: 'danger', onSelect: () => {} },
]

const meta: Meta<typeof DropdownMenu> = {
  title: 'Navigation/DropdownMenu',
  component: DropdownMenu,
  parameters: { layout: 'padded' },
  args: { label: 'Account actions', trigger: <Button variant="secondary">Account</Button>, items },
}
export default meta

type Story = StoryObj<typeof DropdownMenu>

/** Open it: type a letter (resets after 1000 ms), rest on "Switch network" (opens after 100 ms). */
export const Closed: Story = {}
export const Open: Story = { args: { open: true } }
export const IconTrigger: Story = {
  args: { trigger: <IconButton icon="chevronDown" label="More actions" variant="filled" /> },
}
export const LongLabels: Story = {
  args: {
    open: true,
    items: [
      {
        id: 'a',
        label: 'An action with a label that is much too long for a menu',
        onSelect: () => {},
      },
      ...items,
    ],
  },
}
/** No items: the menu says so in one disabled item instead of opening as an empty box. */
export const Empty: Story = {
  args: { open: true, items: [], emptyLabel: 'No actions available' },
}
export const RightToLeft: Story = {
  parameters: { dir: 'rtl' },
  args: {
    open: true,
    label: 'إجراءات الحساب',
    trigger: <Button variant="secondary">الحساب</Button>,
    items: [
      { id: 'copy', label: 'نسخ العنوان', icon: 'copy', onSelect: () => {} },
      { id: 'network', type: 'sub', label: 'تبديل الشبكة', items: networks },
      { id: 'disconnect', label: 'قطع الاتصال', tone: 'danger', onSelect: () => {} },
    ],
  },
}
/** Open in the dark theme, whatever the toolbar says. */
export const Dark: Story = { ...Open, parameters: { ...Open.parameters, theme: 'dark' } }
