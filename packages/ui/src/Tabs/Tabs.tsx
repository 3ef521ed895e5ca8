import { type KeyboardEvent, type ReactElement, type ReactNode, useId, useRef } from 'react'
import { useDirection } from '../internal/useDirection'
import { useStyles } from '../internal/useStyles'

export type TabItem = { id: string; label: string; disabled?: boolean }

export type TabsProps = {
  /** The tabs, e.g. Tokens, NFTs, Activity, with labels from the caller. */
  tabs: readonly TabItem[]
  selectedId: string
  onSelect: (id: string) => void
  /** Accessible name of the tab list, e.g. `Account`. */
  label: string
  /** The selected tab's panel. */
  children?: ReactNode
}

const tabsCss = `
.al-tabs { display: flex; flex-direction: column; gap: 12px; min-width: 0; }
.al-tablist {
  display: flex; gap: 4px; padding: 4px; border-radius: var(--al-i-radius-xl);
  background: var(--al-i-fg); overflow-x: auto; scrollbar-width: none;
}
.al-tab {
  all: unset; box-sizing: border-box; flex: 1 0 auto; min-height: 32px; padding: 0 12px;
  border-radius: var(--al-i-radius-xl); text-align: center; cursor: pointer;
  font-family: var(--al-font-family); font-size: var(--al-i-text-sm); font-weight: 600;
  color: var(--al-text-muted); transition: background-color 150ms ease, color 150ms ease;
}
.al-tab[aria-selected='true'] { background: var(--al-i-bg); color: var(--al-text); box-shadow: 0 0 0 1px var(--al-border); }
.al-tab:focus-visible { outline: 2px solid var(--al-accent); outline-offset: 2px; }
.al-tab:disabled { cursor: not-allowed; opacity: 0.5; }
.al-tabpanel:focus-visible { outline: 2px solid var(--al-accent); outline-offset: 2px; border-radius: var(--al-i-radius-s); }
`

/**
 * Tabs with the WAI-ARIA tabs pattern: one Tab stop, arrow keys (following the writing direction),
 * Home and End move and select at once, disabled tabs are skipped, the panel is labelled by its tab.
 *
 * @example
 * <Tabs label="Account" tabs={[{ id: 'tokens', label: 'Tokens' }, { id: 'nfts', label: 'NFTs' }, { id: 'activity', label: 'Activity' }]}
 *   selectedId={tab} onSelect={setTab}>{panel}</Tabs>
 */
export function Tabs({ tabs, selectedId, onSelect, label, children }: TabsProps): ReactElement {
  useStyles(tabsCss)
  const prefix = useId()
  const dir = useDirection()
  const buttons = useRef(new Map<string, HTMLButtonElement>())
  const enabled = tabs.filter((tab) => !tab.disabled)

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = enabled.findIndex((tab) => tab.id === selectedId)
    const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight'
    const backward = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft'
    const count = enabled.length
    const target =
      event.key === forward
        ? (index + 1) % count
        : event.key === backward
          ? (index - 1 + count) % count
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? count - 1
              : null
    const next = target === null ? undefined : enabled[target]
    if (!next) return
    event.preventDefault()
    onSelect(next.id)
    buttons.current.get(next.id)?.focus()
  }

  const tabId = (id: string) => `${prefix}-tab-${id}`
  const panelId = `${prefix}-panel`
  return (
    <div className="al-tabs">
      <div className="al-tablist" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const selected = tab.id === selectedId
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) buttons.current.set(tab.id, element)
                else buttons.current.delete(tab.id)
              }}
              id={tabId(tab.id)}
              type="button"
              role="tab"
              className="al-tab"
              aria-selected={selected}
              aria-controls={selected ? panelId : undefined}
              tabIndex={selected ? 0 : -1}
              disabled={tab.disabled}
              onClick={() => onSelect(tab.id)}
            >
              {tab.label}
            </button>
          )
        })}
      </div>
      <div
        id={panelId}
        className="al-tabpanel"
        role="tabpanel"
        aria-labelledby={tabId(selectedId)}
        // WAI-ARIA tabs pattern: the panel takes focus when its content has nothing focusable.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: see above
        tabIndex={0}
      >
        {children}
      </div>
    </div>
  )
}
