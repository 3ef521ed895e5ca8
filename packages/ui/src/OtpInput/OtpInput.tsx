import {
  type ClipboardEvent,
  type KeyboardEvent,
  type ReactElement,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react'
import { useStyles } from '../internal/useStyles'

export type OtpInputProps = {
  /** The group's name, e.g. `Verification code`. */
  label: string
  /** Number of boxes. Default 6. */
  length?: number
  /** Digits to start with; remount (a new `key`) to reset. */
  defaultValue?: string
  /** The digits entered so far, on every change. */
  onChange?: (code: string) => void
  /** Once every box holds a digit. */
  onComplete: (code: string) => void
  /** Each box's accessible name. Default `Digit 1 of 6`. */
  boxLabel?: (position: number, length: number) => string
  error?: string | undefined
  disabled?: boolean
  /** Focus the first box on mount (the OTP view exists only to type the code). */
  autoFocus?: boolean
}

const otpCss = `
.al-otp { display: flex; flex-direction: column; align-items: center; gap: 8px; border: 0; margin: 0; padding: 0; min-width: 0; }
.al-otp-boxes { display: flex; gap: 8px; justify-content: center; }
.al-otp-box {
  all: unset; box-sizing: border-box; width: 44px; height: 52px; text-align: center;
  border-radius: var(--al-i-radius-m); background: var(--al-i-fg);
  box-shadow: inset 0 0 0 1px var(--al-border); color: var(--al-text);
  font-family: var(--al-font-family); font-size: var(--al-i-text-lg); font-weight: 600;
  caret-color: var(--al-accent);
}
.al-otp-box:focus { box-shadow: inset 0 0 0 2px var(--al-accent); }
.al-otp[data-invalid] .al-otp-box { box-shadow: inset 0 0 0 2px var(--al-error); }
.al-otp-box:disabled { opacity: 0.6; cursor: not-allowed; }
.al-otp-error { font-size: var(--al-i-text-sm); color: var(--al-error); font-weight: 500; }
.al-otp-error:empty { display: none; }
`

const defaultBoxLabel = (position: number, length: number) => `Digit ${position} of ${length}`

/**
 * A one-time-code input of 6 boxes. Typing a digit moves on; pasting (or the phone's one-time-code
 * autofill) spreads the digits over the boxes; Backspace clears and steps back; arrows, Home and
 * End move. Codes are read left to right in every language, so the boxes keep `dir="ltr"`.
 *
 * @example
 * <OtpInput label="Verification code" onComplete={(otp) => connectOtp(core, otp)} autoFocus />
 */
export function OtpInput({
  label,
  length = 6,
  defaultValue = '',
  onChange,
  onComplete,
  boxLabel = defaultBoxLabel,
  error,
  disabled = false,
  autoFocus = false,
}: OtpInputProps): ReactElement {
  useStyles(otpCss)
  const id = useId()
  const [digits, setDigits] = useState(() =>
    Array.from({ length }, (_, i) =>
      /\d/.test(defaultValue[i] ?? '') ? (defaultValue[i] ?? '') : '',
    ),
  )
  const boxes = useRef<Array<HTMLInputElement | null>>([])
  const focus = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(index, length - 1))]
    box?.focus()
    box?.select()
  }
  useEffect(() => {
    if (autoFocus) boxes.current[0]?.focus()
  }, [autoFocus])

  const commit = (next: string[]) => {
    setDigits(next)
    const code = next.join('')
    onChange?.(code)
    if (next.every((d) => d !== '')) onComplete(code)
  }

  /** Writes `text`'s digits from `index` on; returns where focus should go. */
  const fill = (index: number, text: string) => {
    const incoming = text
      .replace(/\D/g, '')
      .slice(0, length - index)
      .split('')
    if (incoming.length === 0) return
    const next = [...digits]
    incoming.forEach((digit, offset) => {
      next[index + offset] = digit
    })
    commit(next)
    focus(index + incoming.length)
  }

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    const moves: Record<string, number> = {
      ArrowLeft: index - 1,
      ArrowRight: index + 1,
      Home: 0,
      End: length - 1,
    }
    const target = moves[event.key]
    if (target !== undefined) {
      event.preventDefault()
      focus(target)
    } else if (event.key === 'Backspace') {
      event.preventDefault()
      const next = [...digits]
      if (next[index]) {
        next[index] = ''
        commit(next)
      } else if (index > 0) {
        next[index - 1] = ''
        commit(next)
        focus(index - 1)
      }
    } else if (event.key === 'Delete') {
      event.preventDefault()
      const next = [...digits]
      next[index] = ''
      commit(next)
    }
  }

  const onPaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault()
    fill(index, event.clipboardData.getData('text'))
  }

  return (
    <fieldset
      className="al-otp"
      data-invalid={error ? '' : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="al-sr-only">{label}</legend>
      <div className="al-otp-boxes" dir="ltr">
        {digits.map((digit, index) => (
          <input
            // The boxes never reorder; the index is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed positions
            key={index}
            ref={(element) => {
              boxes.current[index] = element
            }}
            className="al-otp-box"
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            aria-label={boxLabel(index + 1, length)}
            aria-invalid={error ? true : undefined}
            disabled={disabled}
            value={digit}
            onFocus={(event) => event.target.select()}
            onKeyDown={onKeyDown(index)}
            onPaste={onPaste(index)}
            onChange={(event) => {
              const typed = event.target.value
              // A single box receives one new character, or a whole code from autofill.
              const fresh = typed.length > 1 && digit ? typed.replace(digit, '') : typed
              fill(index, fresh)
            }}
          />
        ))}
      </div>
      <span id={`${id}-error`} className="al-otp-error" role="alert">
        {error ?? ''}
      </span>
    </fieldset>
  )
}
