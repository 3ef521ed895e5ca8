import { type FormEvent, type ReactElement, useState } from 'react'
import { IconButton } from '../IconButton/IconButton'
import { Spinner } from '../Spinner/Spinner'
import { TextInput } from '../TextInput/TextInput'

export type EmailInputProps = {
  label: string
  hideLabel?: boolean
  placeholder?: string
  value: string
  onValueChange: (value: string) => void
  /** Enter or the submit button, once `validate` (if any) found nothing wrong. */
  onSubmit: (email: string) => void
  /**
   * Checks the address on submit and returns the message to show (e.g. the catalogue's
   * `Invalid email`), or nothing when it is fine. The rule is the caller's (the core's schema).
   */
  validate?: (email: string) => string | undefined
  /** A message from outside (e.g. the server refused the address). */
  error?: string | undefined
  /** Submitting: the button shows a spinner and further submits are ignored. */
  loading?: boolean
  submitLabel?: string
  loadingLabel?: string
  disabled?: boolean
}

/**
 * The email field of the embedded-wallet login: type `email`, autocompletes the visitor's address,
 * validates on submit with the caller's rule and shows its message, submits with Enter or the
 * arrow button. Editing clears the validation message.
 *
 * @example
 * <EmailInput label="Email" hideLabel value={email} onValueChange={setEmail}
 *   validate={(e) => (isValidEmail(e) ? undefined : 'Invalid email')} onSubmit={connectEmail} />
 */
export function EmailInput({
  label,
  hideLabel = false,
  placeholder,
  value,
  onValueChange,
  onSubmit,
  validate,
  error,
  loading = false,
  submitLabel = 'Continue',
  loadingLabel = 'Sending',
  disabled = false,
}: EmailInputProps): ReactElement {
  const [invalid, setInvalid] = useState<string | undefined>(undefined)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (loading || disabled) return
    const email = value.trim()
    const problem = validate?.(email)
    setInvalid(problem)
    if (!problem) onSubmit(email)
  }
  return (
    <form className="al-email-form" noValidate onSubmit={submit}>
      <TextInput
        label={label}
        hideLabel={hideLabel}
        type="email"
        inputMode="email"
        autoComplete="email"
        spellCheck={false}
        autoCapitalize="off"
        {...(placeholder ? { placeholder } : {})}
        value={value}
        disabled={disabled}
        onValueChange={(next) => {
          setInvalid(undefined)
          onValueChange(next)
        }}
        error={invalid ?? error}
        trailing={
          loading ? (
            <Spinner label={loadingLabel} size="sm" />
          ) : (
            <IconButton
              icon="chevronRight"
              label={submitLabel}
              size="sm"
              type="submit"
              flipInRtl
              disabled={disabled || value.trim() === ''}
            />
          )
        }
      />
    </form>
  )
}
