import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { EmptyState } from '../EmptyState/EmptyState'
import { TokenListItem } from '../TokenListItem/TokenListItem'
import { type TabItem, Tabs, type TabsProps } from './Tabs'

const ACCOUNT: TabItem[] = [
  { id: 'tokens', label: 'Tokens' },
  { id: 'nfts', label: 'NFTs' },
  { id: 'activity', label: 'Activity' },
]

function Account(props: Partial<TabsProps>) {
  const [tab, setTab] = useState(props.selectedId ?? 'tokens')
  return (
    <div className="al-story-column">
      <Tabs label="Account" tabs={ACCOUNT} {...props} selectedId={tab} onSelect={setTab}>
        {tab === 'tokens' ? (
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
