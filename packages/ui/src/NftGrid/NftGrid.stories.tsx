import type { Meta, StoryObj } from '@storybook/react-vite'
import { EmptyState } from '../EmptyState/EmptyState'
import { logo, NEVER_LOADS } from '../test/images'
import { NftGrid } from './NftGrid'

const items = [
  { id: '1', name: 'Airlock Pass #1', collection: 'Airlock Pass', imageSrc: logo('#e17055', '#1') },
  {
    id: '2',
    name: 'Bronze Badge',
    collection: 'Airlock Badges',
    amount: '×3',
    imageSrc: logo('#b7791f', '#1'),
  },
  {
    id: '3',
    name: 'Silver Badge',
    collection: 'Airlock Badges',
    imageSrc: logo('#8395a7', '#2'),
  },
  {
    id: '4',
    name: 'Airlock Moments #12345678901',
    collection: 'Airlock Moments',
    imageSrc: logo('#0984e3', '#12'),
  },
]

const meta: Meta<typeof NftGrid> = {
  title: 'Lists/NftGrid',
  component: NftGrid,
  decorators: [
    (Story) => (
      <div className="al-story-column">
        <Story />
      </div>
    ),
  ],
  args: { label: 'NFTs', items },
}
export default meta

type Story = StoryObj<typeof NftGrid>

export const Default: Story = {}
export const Loading: Story = { args: { items: [], loading: true, loadingLabel: 'Loading NFTs' } }
export const LoadingMore: Story = { args: { loading: true, loadingLabel: 'Loading NFTs' } }
export const ImageStalledOrMissing: Story = {
  args: {
    items: [
      { id: 'a', name: 'Stalled', collection: 'Slow', imageSrc: NEVER_LOADS },
      { id: 'b', name: 'No image', collection: 'None' },
    ],
  },
}
export const Empty: Story = { args: { items: [], empty: <EmptyState title="No NFTs yet" /> } }
export const RightToLeft: Story = { parameters: { dir: 'rtl' } }
/** Default in the dark theme, whatever the toolbar says. */
export const Dark: Story = { ...Default, parameters: { ...Default.parameters, theme: 'dark' } }
export const LoadingDark: Story = {
  ...Loading,
  parameters: { ...Loading.parameters, theme: 'dark' },
}
