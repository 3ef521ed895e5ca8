import * as Menu from '@radix-ui/react-dropdown-menu'
import type { ReactElement } from 'react'
import { Icon, type IconName } from '../icons/Icon'
import { useDirection } from '../internal/useDirection'
import { usePortalContainer } from '../internal/usePortalContainer'
import { useStyles } from '../internal/useStyles'
import { dropdownMenuCss } from './DropdownMenu.styles'

export type DropdownMenuEntry =
  | {
      type?: 'item'
      id: string
      label: string
      onSelect: () => void
      icon?: IconName
      disabled?: boolean
      tone?: 'default' | 'danger'
    }
  | { type: 'separator'; id: string }
  | { type: 'sub'; id: string; label: string; icon?: IconName; items: readonly DropdownMenuEntry[] }

export type DropdownMenuProps = {
  /** The button that opens the menu (one element that takes a ref, e.g. `Button`, `IconButton`). */
  trigger: ReactElement
  items: readonly DropdownMenuEntry[]
  /** Accessible name of the menu (e.g. `Account actions`); left out, the trigger names it. */
  label?: string
  align?: 'start' | 'center' | 'end'
  side?: 'top' | 'right' | 'bottom' | 'left'
  open?: boolean
  onOpenChange?: (open: boolean) => void
  /**
   * What an open menu with no items says, as one disabled item (e.g. `No actions available`), so
   * the menu is never an empty box. Left out, an empty menu has nothing to show.
   */
  emptyLabel?: string
}

/**
 * A dropdown menu on the Radix primitive: roles, focus, arrow keys, Home/End, Escape, type-ahead
 * (reset after 1000 ms), sub-menus (open 100 ms after the pointer rests on their trigger) and the
 * pointer grace area (300 ms) on the way into a sub-menu — the primitive's own
 * constants. It renders inside the `AirlockRoot`'s shadow root and is not modal
 * (no page scroll lock, no `aria-hidden` on the page: it usually sits inside our modal already).
 *
 * @example
 * <DropdownMenu label="Account actions" trigger={<IconButton icon="chevronDown" label="More" />}
 *   items={[{ id: 'copy', label: 'Copy address', onSelect: copy }, { id: 'disconnect', label: 'Disconnect', tone: 'danger', onSelect: disconnect }]} />
 */
export function DropdownMenu({
  trigger,
  items,
  label,
  align = 'end',
  side = 'bottom',
  open,
  onOpenChange,
  emptyLabel,
}: DropdownMenuProps): ReactElement {
  useStyles(dropdownMenuCss)
  const container = usePortalContainer()
  const dir = useDirection()
  return (
    <Menu.Root
      modal={false}
      dir={dir}
      {...(open === undefined ? {} : { open })}
      {...(onOpenChange ? { onOpenChange } : {})}
    >
      <Menu.Trigger asChild>{trigger}</Menu.Trigger>
      <Menu.Portal container={container}>
        <Menu.Content
          className="al-menu"
          // The primitive names the menu after its trigger; an explicit label replaces that.
          {...(label ? { 'aria-label': label, 'aria-labelledby': undefined } : {})}
          align={align}
          side={side}
          sideOffset={6}
          collisionPadding={8}
          loop
        >
          {items.length === 0 && emptyLabel ? (
            <Menu.Item className="al-menu-item" disabled data-empty="">
              <span className="al-menu-label">{emptyLabel}</span>
            </Menu.Item>
          ) : (
            <Entries items={items} container={container} />
          )}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  )
}

function Entries({
  items,
  container,
}: {
  items: readonly DropdownMenuEntry[]
  container: HTMLElement | undefined
}): ReactElement {
  return (
    <>
      {items.map((entry) => {
        if (entry.type === 'separator')
          return <Menu.Separator key={entry.id} className="al-menu-separator" />
        if (entry.type === 'sub') {
          return (
            <Menu.Sub key={entry.id}>
              <Menu.SubTrigger className="al-menu-item">
                {entry.icon ? <Icon name={entry.icon} size={18} /> : null}
                <span className="al-menu-label">{entry.label}</span>
                <span className="al-menu-chevron">
                  <Icon name="chevronRight" size={16} flip />
                </span>
              </Menu.SubTrigger>
              <Menu.Portal container={container}>
                <Menu.SubContent className="al-menu" sideOffset={4} collisionPadding={8} loop>
                  <Entries items={entry.items} container={container} />
                </Menu.SubContent>
              </Menu.Portal>
            </Menu.Sub>
          )
        }
        return (
          <Menu.Item
            key={entry.id}
            className="al-menu-item"
            disabled={entry.disabled ?? false}
            data-tone={entry.tone ?? 'default'}
            onSelect={entry.onSelect}
          >
            {entry.icon ? <Icon name={entry.icon} size={18} /> : null}
            <span className="al-menu-label">{entry.label}</span>
          </Menu.Item>
        )
      })}
    </>
  )
}
