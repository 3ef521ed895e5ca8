import type { Meta, StoryObj } from '@storybook/react-vite'
import { type ReactNode, useState } from 'react'
import { EmptyState } from '../EmptyState/EmptyState'
import { ErrorState } from '../ErrorState/ErrorState'
import { TokenListItem } from '../TokenListItem/TokenListItem'
import { type TabItem, Tabs, type TabsProps } from './Tabs'

const ACCOUNT: TabItem[] = [
  { id: 'tokens', label: 'Tokens' },
  { id: 'nfts', label: 'NFTs' },
  { id: 'activity', label: 'Activity' },
]

function Account({ panel, ...props }: Partial<TabsProps> & { panel?: ReactNode }) {
  const [tab, setTab] = useState(props.selectedId ?? 'tokens')
  return (
    <div className="al-story-column">
      <Tabs label="Account" tabs={ACCOUNT} {...props} selectedId={tab} onSelect={setTab}>
        {panel ? (
          panel
        ) : tab === 'tokens' ? (
          <TokenListItem
            name="Ether"
            symbol="ETH"
            quantity="1.2345"
            value="$4,012.41"
            locale="en-US"
          />
        ) : (
          <EmptyState title={tab === 'nfts' ? 'No NFTs yet' : 'No activity yet'} />
        )}
      </Tabs>
    </div>
  )
}

const meta: Meta<typeof Tabs> = { title: 'Navigation/Tabs', component: Tabs }
export default meta

type Story = StoryObj<typeof Tabs>

export const Tokens: Story = { render: () => <Account /> }
export const Activity: Story = { render: () => <Account selectedId="activity" /> }
export const DisabledTab: Story = {
  render: () => (
    <Account
      tabs={[ACCOUNT[0], { id: 'nfts', label: 'NFTs', disabled: true }, ACCOUNT[2]] as TabItem[]}
    />
  ),
}
export const LongLabels: Story = {
  render: () => (
    <Account
      tabs={[
        { id: 'tokens', label: 'Tokens and other fungible assets' },
        { id: 'nfts', label: 'Collectibles' },
        { id: 'activity', label: 'Recent activity' },
      ]}
    />
  ),
}
/** A tab with nothing to show: the panel holds the empty state. */
export const EmptyPanel: Story = {
  render: () => (
    <Account
      panel={
        <EmptyState title="No tokens yet" description="Buy or receive tokens to see them here." />
      }
    />
  ),
}
/** A tab whose data failed to load: the panel holds the error state with a retry. */
export const ErrorPanel: Story = {
  render: () => (
    <Account
      selectedId="activity"
      panel={
        <ErrorState
          title="Could not load your activity"
          description="Check your connection and try again."
          actionLabel="Try again"
          onAction={() => {}}
        />
      }
    />
  ),
}
export const RightToLeft: Story = {
  parameters: { dir: 'rtl' },
  render: () => (
    <Account
      label="الحساب"
      tabs={[
        { id: 'tokens', label: 'الرموز' },
        { id: 'nfts', label: 'الرموز غير القابلة للاستبدال' },
        { id: 'activity', label: 'النشاط' },
      ]}
    />
  ),
}
/** Tokens in the dark theme, whatever the toolbar says. */
export const Dark: Story = { ...Tokens, parameters: { ...Tokens.parameters, theme: 'dark' } }
