import {
  type ChangeEvent,
  type ComponentPropsWithoutRef,
  type ForwardRefExoticComponent,
  forwardRef,
  type ReactNode,
  type RefAttributes,
  useId,
} from 'react'
import { fieldCss } from '../internal/field.styles'
import { useStyles } from '../internal/useStyles'

export type TextInputProps = Omit<
  ComponentPropsWithoutRef<'input'>,
  'className' | 'style' | 'size' | 'children'
> & {
  /** The visible label (or, with `hideLabel`, the accessible name only). */
  label: string
  hideLabel?: boolean
  /** The new value on every edit (the native `onChange` is still available). */
  onValueChange?: (value: string) => void
  /** Help text under the box. */
  hint?: string | undefined
  /** A validation message: marks the input invalid and is announced when it appears. */
  error?: string | undefined
  /** Content inside the box before / after the text (an icon, a button). */
  leading?: ReactNode
  trailing?: ReactNode
}

/**
 * A labelled text input with an optional hint and error message, wired with `aria-describedby`
 * and `aria-invalid`. The error region is always present and a live region, so a message that
 * appears is read out.
 *
 * @example
 * <TextInput label="Name" value={name} onValueChange={setName} error={nameError} />
 */
export const TextInput: ForwardRefExoticComponent<
  TextInputProps & RefAttributes<HTMLInputElement>
> = /*#__PURE__*/ forwardRef<HTMLInputElement, TextInputProps>(function TextInput(
  {
    label,
    hideLabel = false,
    onValueChange,
    onChange,
    hint,
    error,
    leading,
    trailing,
    id,
    type = 'text',
    ...rest
  },
  ref,
) {
  useStyles(fieldCss)
  const generated = useId()
  const inputId = id ?? `${generated}-input`
  const hintId = `${generated}-hint`
  const errorId = `${generated}-error`
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ')
  return (
    <div className="al-field" data-invalid={error ? '' : undefined}>
      <label htmlFor={inputId} className={hideLabel ? 'al-sr-only' : 'al-field-label'}>
        {label}
      </label>
      <div className="al-field-box">
        {leading}
        <input
          {...rest}
          ref={ref}
          id={inputId}
          type={type}
          className="al-field-input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          onChange={(event: ChangeEvent<HTMLInputElement>) => {
            onChange?.(event)
            onValueChange?.(event.target.value)
          }}
        />
        {trailing}
      </div>
      {hint ? (
        <span id={hintId} className="al-field-hint">
          {hint}
        </span>
      ) : null}
      <span id={errorId} className="al-field-error" role="alert">
        {error ?? ''}
      </span>
    </div>
  )
})
