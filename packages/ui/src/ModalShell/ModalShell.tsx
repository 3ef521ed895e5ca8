import { type MouseEvent, type ReactElement, type ReactNode, useId, useRef } from 'react'
import { IconButton } from '../IconButton/IconButton'
import { usePrefersReducedMotion } from '../internal/usePrefersReducedMotion'
import { useScrollLock } from '../internal/useScrollLock'
import { useStyles } from '../internal/useStyles'
import { Spinner } from '../Spinner/Spinner'
import { modalShellCss } from './ModalShell.styles'
import { useDialogFocus } from './useDialogFocus'
import { useEscapeFromPage } from './useEscapeFromPage'
import { useHeightAnimation } from './useHeightAnimation'
import { useShake } from './useShake'
import { useTitleTransition } from './useTitleTransition'
import { useViewFocus } from './useViewFocus'
import { useViewTransition } from './useViewTransition'

export type ModalShellProps = {
  /** Closed renders nothing; opening moves focus in, closing gives it back. */
  open: boolean
  /** The header title and the dialog's accessible name. A change animates for 120 ms. */
  title: string
  /** Names the current view; a change runs the 150 ms view transition and height animation. */
  view?: string
  /** Close button, Escape and a click on the overlay call this (unless `closeDisabled`). */
  onClose: () => void
  /** Shows a back button in the header when given. */
  onBack?: () => void
  /**
   * The close button is shown disabled and every close attempt (button, Escape, overlay) shakes
   * the modal for 500 ms instead of closing. `onCloseRefused` hears about it.
   */
  closeDisabled?: boolean
  onCloseRefused?: () => void
  /** Any change of this value shakes the modal (e.g. the core's `modal.shake` counter). */
  shakeSignal?: unknown
  /** Covers the body with a spinner and marks it busy. */
  loading?: boolean
  /** Rendered in the page flow: no overlay, no scroll lock, no focus trap, not `aria-modal`. */
  embedded?: boolean
  closeOnOverlayClick?: boolean
  /** Content pinned below the scrolling body (legal text, a help link). */
  footer?: ReactNode
  closeLabel?: string
  backLabel?: string
  loadingLabel?: string
  children?: ReactNode
}

/**
 * The modal's frame: a header with back and close, the animated title, the scrolling body whose
 * height and content transition between views, and everything a modal dialog owes its users —
 * `role="dialog"` named by the title, focus trapped and restored, Escape, scroll lock, reduced
 * motion respected. Timings: title 120 ms, height 150 ms, view 150 ms, shake 500 ms.
 *
 * @example
 * <ModalShell open={open} title="Connect Wallet" view="Connect" onClose={close} onBack={back}>
 *   <WalletGrid wallets={wallets} onSelect={connect} label="Wallets" />
 * </ModalShell>
 */
export function ModalShell(props: ModalShellProps): ReactElement | null {
  useStyles(modalShellCss)
  return props.open ? <OpenModal {...props} /> : null
}

function OpenModal({
  title,
  view = 'default',
  onClose,
  onBack,
  closeDisabled = false,
  onCloseRefused,
  shakeSignal,
  loading = false,
  embedded = false,
  closeOnOverlayClick = true,
  footer,
  closeLabel = 'Close',
  backLabel = 'Back',
  loadingLabel = 'Loading',
  children,
}: ModalShellProps): ReactElement {
  const titleId = useId()
  const dialog = useRef<HTMLDivElement>(null)
  const body = useRef<HTMLDivElement>(null)
  const content = useRef<HTMLDivElement>(null)
  const pressStartedOnOverlay = useRef(false)
  const reducedMotion = usePrefersReducedMotion()
  const heading = useTitleTransition(title, reducedMotion)
  const exiting = useViewTransition(view, children, reducedMotion)
  const { shaking, shake } = useShake(shakeSignal)
  useHeightAnimation(body, content, view, reducedMotion)
  useScrollLock(!embedded)
  const onTab = useDialogFocus(dialog, !embedded)
  const headingRef = useRef<HTMLHeadingElement>(null)
  useViewFocus(view, headingRef, content, dialog, embedded)
  useEscapeFromPage(dialog, !embedded, () => attemptClose())

  const attemptClose = () => {
    if (closeDisabled) {
      shake()
      onCloseRefused?.()
    } else onClose()
  }

  const panel = (
    <div
      ref={dialog}
      className="al-modal"
      role="dialog"
      aria-modal={embedded ? undefined : true}
      aria-labelledby={titleId}
      tabIndex={-1}
      data-embedded={embedded ? '' : undefined}
      data-shake={shaking}
      onKeyDown={(event) => {
        onTab(event)
        // A menu or tooltip inside handles its own Escape first and marks it handled.
        if (event.key === 'Escape' && !event.defaultPrevented) {
          event.preventDefault()
          attemptClose()
        }
      }}
    >
      <div className="al-modal-header">
        {onBack ? (
          <IconButton icon="back" label={backLabel} flipInRtl onClick={onBack} />
        ) : (
          <span />
        )}
        {/* Named by the current title at once: the visible text cross-fades from the old one. */}
        <h2
          ref={headingRef}
          id={titleId}
          className="al-modal-title"
          data-phase={heading.phase}
          aria-label={title}
          tabIndex={-1}
        >
          {heading.text}
        </h2>
        <IconButton
          icon="close"
          label={closeLabel}
          aria-disabled={closeDisabled || undefined}
          onClick={attemptClose}
        />
      </div>
      <div ref={body} className="al-modal-body" aria-busy={loading || undefined}>
        <div
          key={`view:${view}`}
          ref={content}
          className="al-modal-view"
          data-phase={exiting ? 'enter' : 'idle'}
        >
          {children}
        </div>
        {exiting ? (
          <div
            key={`exit:${exiting.view}`}
            className="al-modal-view"
            data-phase="exit"
            aria-hidden="true"
            inert
          >
            {exiting.children}
          </div>
        ) : null}
        {loading ? (
          <div className="al-modal-loading">
            <Spinner label={loadingLabel} size="lg" />
          </div>
        ) : null}
      </div>
      {footer ? <div className="al-modal-footer">{footer}</div> : null}
    </div>
  )

  if (embedded) return panel

  const onOverlay = (event: MouseEvent<HTMLDivElement>) => {
    const onSelf = event.target === event.currentTarget
    if (event.type === 'mousedown') pressStartedOnOverlay.current = onSelf
    else if (onSelf && pressStartedOnOverlay.current && closeOnOverlayClick) attemptClose()
  }
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a pointer convenience; Escape and the close button are the accessible ways out
    // biome-ignore lint/a11y/useKeyWithClickEvents: same
    <div className="al-modal-overlay" onMouseDown={onOverlay} onClick={onOverlay}>
      {panel}
    </div>
  )
}
