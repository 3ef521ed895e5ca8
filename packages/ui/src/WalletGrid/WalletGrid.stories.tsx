import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { logo, NEVER_LOADS } from '../test/images'
import { WalletGrid, type WalletGridEntry } from './WalletGrid'

const COLORS = [
  '#f6851b',
  '#3396ff',
  '#0052ff',
  '#e84142',
  '#1e88e5',
  '#8e44ad',
  '#16a085',
  '#2c3e50',
]

function makeWallets(count: number, offset = 0): WalletGridEntry[] {
  return Array.from({ length: count }, (_, i) => {
    const n = i + offset
    const entry: WalletGridEntry = {
      id: `wallet-${n}`,
      name: `Wallet ${n + 1}`,
      imageSrc: logo(COLORS[n % COLORS.length] ?? '#333333', String.fromCharCode(65 + (n % 26))),
    }
    if (n === 0) entry.tags = [{ label: 'RECENT' }]
    if (n === 1) entry.tags = [{ label: 'INSTALLED', tone: 'success' }]
    return entry
  })
}

const meta: Meta<typeof WalletGrid> = {
  title: 'Lists/WalletGrid',
  component: WalletGrid,
  decorators: [
    (Story) => (
      <div className="al-story-surface">
        <Story />
      </div>
    ),
  ],
  args: { label: 'All Wallets', wallets: makeWallets(400), onSelect: () => {}, height: 360 },
}
export default meta

type Story = StoryObj<typeof WalletGrid>

/** 400 wallets; only the rows in view are rendered. */
export const Grid: Story = {}
export const List: Story = { args: { layout: 'list' } }
export const LoadingMore: Story = { args: { wallets: makeWallets(12), loadingMore: true } }
export const FirstPageLoading: Story = { args: { wallets: [], loadingMore: true } }
export const Empty: Story = { args: { wallets: [], empty: <p>No wallet found</p> } }
export const Connecting: Story = {
  args: {
    layout: 'list',
    wallets: makeWallets(6).map((w, i) => (i === 2 ? { ...w, loading: true } : w)),
  },
}
export const ImagesStalled: Story = {
  args: { wallets: makeWallets(8).map((w) => ({ ...w, imageSrc: NEVER_LOADS })) },
}
export const LongNames: Story = {
  args: {
    wallets: makeWallets(8).map((w) => ({
      ...w,
      name: `${w.name} with an unreasonably long name`,
    })),
  },
}
export const RightToLeft: Story = {
  parameters: { dir: 'rtl' },
  args: {
    label: 'كل المحافظ',
    wallets: makeWallets(40).map((w, i) => ({ ...w, name: `محفظة ${i + 1}` })),
  },
}
/** Pages of 40 arrive as you scroll (SPEC.md §9: full list 40 per page). */
export const Paged: Story = {
  render: function Render(args) {
    const [wallets, setWallets] = useState(() => makeWallets(40))
    return (
      <WalletGrid
        {...args}
        wallets={wallets}
        loadingMore={wallets.length < 400}
        onEndReached={() => {
          if (wallets.length < 400) setWallets((w) => [...w, ...makeWallets(40, w.length)])
        }}
      />
    )
  },
}
/** Grid in the dark theme, whatever the toolbar says. */
export const Dark: Story = { ...Grid, parameters: { ...Grid.parameters, theme: 'dark' } }
