import {
  cloneElement,
  type FocusEvent,
  type KeyboardEvent,
  type ReactElement,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react'
import { TOOLTIP_DELAY_MS } from '../constants/timings'
import { useStyles } from '../internal/useStyles'

export type TooltipProps = {
  /** The tooltip text; it describes the trigger (`aria-describedby`). */
  content: string
  /** One focusable element (a button, a link). */
  children: ReactElement<Record<string, unknown>>
  side?: 'top' | 'bottom'
  /** Start shown (stories, onboarding hints). */
  defaultOpen?: boolean
}

const tooltipCss = `
.al-tooltip-anchor { position: relative; display: inline-flex; }
.al-tooltip {
  position: absolute; left: 50%; z-index: calc(var(--al-z-index) + 2);
  width: max-content; max-width: 240px; padding: 6px 10px;
  border-radius: var(--al-i-radius-s); background: var(--al-text); color: var(--al-background);
  font-size: var(--al-i-text-sm); font-weight: 500; line-height: 1.3; text-align: center;
  transform: translateX(-50%); animation: al-tooltip-in 120ms ease both;
}
.al-tooltip[data-side='top'] { bottom: calc(100% + 6px); }
.al-tooltip[data-side='bottom'] { top: calc(100% + 6px); }
@keyframes al-tooltip-in { from { opacity: 0; } }
`

/**
 * A short description of a control, shown on hover (after 300 ms) and on keyboard focus (at once),
 * hidden on Escape (which goes no further, so the modal stays open), on blur and when the pointer
 * leaves both the control and the tooltip (WCAG 1.4.13: dismissible, hoverable, persistent).
 *
 * @example
 * <Tooltip content="Copy address"><IconButton icon="copy" label="Copy" onClick={copy} /></Tooltip>
 */
export function Tooltip({
  content,
  children,
  side = 'top',
  defaultOpen = false,
}: TooltipProps): ReactElement {
  useStyles(tooltipCss)
  const id = useId()
  const [open, setOpen] = useState(defaultOpen)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const pressing = useRef(false)
  useEffect(() => () => clearTimeout(timer.current), [])

  const show = (delay: number) => {
    clearTimeout(timer.current)
    if (delay === 0) setOpen(true)
    else timer.current = setTimeout(() => setOpen(true), delay)
  }
  const hide = () => {
    clearTimeout(timer.current)
    setOpen(false)
  }

  const describedBy = [children.props['aria-describedby'], id].filter(Boolean).join(' ')
  const trigger = cloneElement(children, {
    'aria-describedby': describedBy,
    onFocus: (event: FocusEvent) => {
      ;(children.props.onFocus as ((e: FocusEvent) => void) | undefined)?.(event)
      // Keyboard focus shows it at once; a click's focus leaves it to the pointer's hover delay.
      if (!pressing.current) show(0)
    },
    onBlur: (event: FocusEvent) => {
      ;(children.props.onBlur as ((e: FocusEvent) => void) | undefined)?.(event)
      hide()
    },
    onKeyDown: (event: KeyboardEvent) => {
      ;(children.props.onKeyDown as ((e: KeyboardEvent) => void) | undefined)?.(event)
      if (event.key === 'Escape' && open) {
        event.preventDefault()
        hide()
      }
    },
  })

  return (
    <span
      className="al-tooltip-anchor"
      onPointerEnter={() => show(TOOLTIP_DELAY_MS)}
      onPointerLeave={hide}
      onPointerDown={() => {
        pressing.current = true
      }}
      onPointerUp={() => {
        pressing.current = false
      }}
    >
      {trigger}
      <span id={id} role="tooltip" className="al-tooltip" data-side={side} hidden={!open}>
        {content}
      </span>
    </span>
  )
}
