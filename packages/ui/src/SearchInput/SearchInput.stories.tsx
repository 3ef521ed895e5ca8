import type { Meta, StoryObj } from '@storybook/react-vite'
import { SearchInput } from './SearchInput'

const meta: Meta<typeof SearchInput> = {
  title: 'Inputs/SearchInput',
  component: SearchInput,
  decorators: [
    (Story) => (
      <div className="al-story-column">
        <Story />
      </div>
    ),
  ],
  args: { label: 'Search wallet', onSearch: () => {} },
}
export default meta

type Story = StoryObj<typeof SearchInput>

export const Empty: Story = {}
export const WithQuery: Story = { args: { defaultValue: 'meta' } }
export const LongQuery: Story = {
  args: { defaultValue: 'a search query that is far longer than the box it was typed into' },
}
export const RightToLeft: Story = {
  parameters: { dir: 'rtl' },
  args: { label: 'ابحث عن محفظة', clearLabel: 'مسح', defaultValue: 'ميتا' },
}
/** Empty in the dark theme, whatever the toolbar says. */
export const Dark: Story = { ...Empty, parameters: { ...Empty.parameters, theme: 'dark' } }
