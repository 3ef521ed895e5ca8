import { type ReactElement, useEffect, useRef, useState } from 'react'
import { TOAST_RESHOW_MS } from '../constants/timings'
import { Icon, type IconName } from '../icons/Icon'
import { useStyles } from '../internal/useStyles'
import { Spinner } from '../Spinner/Spinner'

export type ToastVariant = 'success' | 'error' | 'info' | 'loading'

export type ToastProps = {
  open: boolean
  /** The text, from the caller's catalogue (e.g. `Address copied`, `Signature declined`). */
  message: string
  variant?: ToastVariant
  /** After this many ms the toast asks to close (`onClose`). Default 2500; 0 never (loading never). */
  duration?: number
  onClose: () => void
  /** A new toast with the same text (the same action twice) still counts as new when this changes. */
  toastKey?: string | number
}

type Shown = { message: string; variant: ToastVariant; key: string | number | undefined }

const ICONS: Record<Exclude<ToastVariant, 'loading'>, IconName> = {
  success: 'success',
  error: 'error',
  info: 'info',
}

const toastCss = `
.al-toast-region {
  position: fixed; left: 0; right: 0; bottom: 24px; z-index: calc(var(--al-z-index) + 1);
  display: flex; justify-content: center; pointer-events: none; padding: 0 16px;
}
.al-toast {
  display: inline-flex; align-items: center; gap: 8px; max-width: 100%;
  padding: 8px 16px 8px 10px; border-radius: var(--al-i-radius-xl);
  background: var(--al-i-bg); color: var(--al-text); pointer-events: auto;
  box-shadow: 0 0 0 1px var(--al-border), 0 12px 32px rgba(0, 0, 0, 0.18);
  font-size: var(--al-i-text-md); font-weight: 500;
  animation: al-toast-in ${TOAST_RESHOW_MS}ms ease both;
}
.al-toast-icon { display: inline-flex; color: var(--al-link); }
.al-toast[data-variant='success'] .al-toast-icon { color: var(--al-success); }
.al-toast[data-variant='error'] .al-toast-icon { color: var(--al-error); }
.al-toast-text { overflow: hidden; text-overflow: ellipsis; }
@keyframes al-toast-in { from { opacity: 0; transform: translateY(8px); } }
`

/**
 * A snackbar at the bottom of the screen. Success and info are polite status messages, errors are
 * alerts. A new message while one is showing hides the old one first and appears 150 ms later.
 * It asks to close after `duration`, but not while hovered or focused.
 *
 * @example
 * <Toast open={snackbar.open} message={snackbar.message} variant={snackbar.variant} onClose={hideSnackbar} />
 */
export function Toast({
  open,
  message,
  variant = 'info',
  duration = 2500,
  onClose,
  toastKey,
}: ToastProps): ReactElement {
  useStyles(toastCss)
  const incoming: Shown | null = open ? { message, variant, key: toastKey } : null
  const [shown, setShown] = useState<Shown | null>(incoming)
  const [paused, setPaused] = useState(false)
  const onCloseRef = useRef(onClose)
  onCloseRef.current = onClose

  const same = (a: Shown | null, b: Shown | null) =>
    a?.message === b?.message && a?.variant === b?.variant && a?.key === b?.key

  // Swap: hide what is shown, then show the new one 150 ms later.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `incoming` is rebuilt from these props
  useEffect(() => {
    if (same(shown, incoming)) return
    if (!incoming) {
      setShown(null)
      return
    }
    if (!shown) {
      setShown(incoming)
      return
    }
    setShown(null)
    const timer = setTimeout(() => setShown(incoming), TOAST_RESHOW_MS)
    return () => clearTimeout(timer)
  }, [open, message, variant, toastKey])

  useEffect(() => {
    if (!shown || paused || duration <= 0 || shown.variant === 'loading') return
    const timer = setTimeout(() => onCloseRef.current(), duration)
    return () => clearTimeout(timer)
  }, [shown, paused, duration])

  return (
    <div className="al-toast-region" role="status" aria-live="polite">
      {shown ? (
        // biome-ignore lint/a11y/noStaticElementInteractions: hovering or focusing only pauses the auto-close
        <div
          className="al-toast"
          data-variant={shown.variant}
          role={shown.variant === 'error' ? 'alert' : undefined}
          onMouseEnter={() => setPaused(true)}
          onMouseLeave={() => setPaused(false)}
          onFocus={() => setPaused(true)}
          onBlur={() => setPaused(false)}
        >
          <span className="al-toast-icon">
            {shown.variant === 'loading' ? (
              <Spinner label={null} size="sm" />
            ) : (
              <Icon name={ICONS[shown.variant]} size={18} />
            )}
          </span>
          <span className="al-toast-text">{shown.message}</span>
        </div>
      ) : null}
    </div>
  )
}
