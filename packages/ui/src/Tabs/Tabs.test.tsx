import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, test } from 'vitest'
import { getDeepActiveElement } from '../internal/getDeepActiveElement'
import { renderInRoot } from '../test/renderInRoot'
import { type TabItem, Tabs } from './Tabs'

const TABS: TabItem[] = [
  { id: 'tokens', label: 'Tokens' },
  { id: 'nfts', label: 'NFTs' },
  { id: 'activity', label: 'Activity' },
]

function Account({ tabs = TABS }: { tabs?: TabItem[] }) {
  const [tab, setTab] = useState('tokens')
  return (
    <Tabs label="Account" tabs={tabs} selectedId={tab} onSelect={setTab}>
      <p>{tab} panel</p>
    </Tabs>
  )
}

describe('Tabs', () => {
  test('a named tab list; the panel is labelled by the selected tab', () => {
    render(<Account />)
    expect(screen.getByRole('tablist', { name: 'Account' })).toBeTruthy()
    expect(screen.getByRole('tab', { name: 'Tokens', selected: true })).toBeTruthy()
    expect(screen.getByRole('tabpanel', { name: 'Tokens' }).textContent).toBe('tokens panel')
  })

  test('one Tab stop; arrows (wrapping), Home and End select and focus', async () => {
    const user = userEvent.setup()
    render(<Account />)
    expect(screen.getByRole('tab', { name: 'NFTs' }).tabIndex).toBe(-1)
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Tokens' }))
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: 'NFTs', selected: true })).toBe(document.activeElement)
    expect(screen.getByRole('tabpanel').textContent).toBe('nfts panel')
    await user.keyboard('{ArrowRight}{ArrowRight}')
    expect(screen.getByRole('tab', { name: 'Tokens', selected: true })).toBeTruthy()
    await user.keyboard('{ArrowLeft}')
    expect(screen.getByRole('tab', { name: 'Activity', selected: true })).toBeTruthy()
    await user.keyboard('{Home}')
    expect(screen.getByRole('tab', { name: 'Tokens', selected: true })).toBeTruthy()
    await user.keyboard('{End}')
    expect(screen.getByRole('tab', { name: 'Activity', selected: true })).toBeTruthy()
  })

  test('disabled tabs are skipped', async () => {
    const user = userEvent.setup()
    render(
      <Account
        tabs={[TABS[0], { id: 'nfts', label: 'NFTs', disabled: true }, TABS[2]] as TabItem[]}
      />,
    )
    screen.getByRole('tab', { name: 'Tokens' }).focus()
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: 'Activity', selected: true })).toBeTruthy()
  })

  test('right to left: ArrowLeft moves forward', async () => {
    const user = userEvent.setup()
    const { inside } = renderInRoot(<Account />, { dir: 'rtl' })
    inside.getByRole('tab', { name: 'Tokens' }).focus()
    await user.keyboard('{ArrowLeft}')
    expect(getDeepActiveElement(document)?.textContent).toBe('NFTs')
  })

  test('click selects', async () => {
    const user = userEvent.setup()
    render(<Account />)
    await user.click(screen.getByRole('tab', { name: 'Activity' }))
    expect(screen.getByRole('tabpanel', { name: 'Activity' })).toBeTruthy()
  })
})
