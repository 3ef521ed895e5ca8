import { type ReactElement, useId } from 'react'
import { fieldCss } from '../internal/field.styles'
import { useStyles } from '../internal/useStyles'
import { sanitizeAmount } from './sanitizeAmount'

export type AmountInputProps = {
  label: string
  hideLabel?: boolean
  /** The amount as a decimal string (`''` when empty). */
  value: string
  onValueChange: (value: string) => void
  /** The token's symbol, shown after the number. */
  symbol?: string
  /** At most this many decimals (the token's decimals). Default 18. */
  maxDecimals?: number
  /** A line under the amount, e.g. its value in dollars, from the caller. */
  valueLabel?: string | undefined
  error?: string | undefined
  placeholder?: string
  disabled?: boolean
  /**
   * The visitor's locale: where it writes decimals with a comma (de, fr, es, pt-BR...), the field
   * shows one. The reported value always uses a point.
   */
  locale?: string | undefined
}

/** The decimal mark the field shows for a locale: a comma where the locale writes one. */
export function decimalMark(locale: string | undefined): '.' | ',' {
  try {
    const part = new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === 'decimal')
    return part?.value === ',' ? ',' : '.'
  } catch {
    return '.'
  }
}

const amountCss = `
.al-amount .al-field-box { min-height: 64px; padding-inline: 16px; }
.al-amount-input {
  all: unset; box-sizing: border-box; flex: 1 1 auto; min-width: 0;
  color: var(--al-text); font-family: var(--al-font-family);
  font-size: var(--al-i-text-xl); font-weight: 600; font-variant-numeric: tabular-nums;
}
.al-amount-input::placeholder { color: var(--al-text-muted); opacity: 1; }
.al-amount-symbol { flex: none; font-size: var(--al-i-text-lg); font-weight: 600; color: var(--al-text-muted); }
`

/**
 * An amount field: a decimal keyboard on phones, only digits and one decimal mark accepted (a
 * comma or a point; shown as the locale writes it), no more decimals than the token has. Reports
 * the cleaned string, with a point.
 *
 * @example
 * <AmountInput label="Amount" value={amount} onValueChange={setAmount} symbol="ETH" maxDecimals={18} valueLabel="$12.40" />
 */
export function AmountInput({
  label,
  hideLabel = false,
  value,
  onValueChange,
  symbol,
  maxDecimals = 18,
  valueLabel,
  error,
  placeholder = '0',
  disabled = false,
  locale,
}: AmountInputProps): ReactElement {
  useStyles(fieldCss)
  useStyles(amountCss)
  const id = useId()
  const describedBy = [
    symbol ? `${id}-symbol` : null,
    valueLabel ? `${id}-value` : null,
    error ? `${id}-error` : null,
  ]
    .filter(Boolean)
    .join(' ')
  return (
    <div className="al-field al-amount" data-invalid={error ? '' : undefined}>
      <label htmlFor={`${id}-input`} className={hideLabel ? 'al-sr-only' : 'al-field-label'}>
        {label}
      </label>
      <div className="al-field-box">
        <input
          id={`${id}-input`}
          className="al-amount-input"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          placeholder={placeholder}
          value={decimalMark(locale) === ',' ? value.replace('.', ',') : value}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          onChange={(event) => {
            const next = sanitizeAmount(event.target.value, maxDecimals)
            if (next !== null && next !== value) onValueChange(next)
          }}
        />
        {symbol ? (
          <span id={`${id}-symbol`} className="al-amount-symbol">
            {symbol}
          </span>
        ) : null}
      </div>
      {valueLabel ? (
        <span id={`${id}-value`} className="al-field-hint">
          {valueLabel}
        </span>
      ) : null}
      <span id={`${id}-error`} className="al-field-error" role="alert">
        {error ?? ''}
      </span>
    </div>
  )
}
