import { type ReactElement, type ReactNode, useId } from 'react'
import { Icon } from '../icons/Icon'
import { useStyles } from '../internal/useStyles'

export type LegalCheckboxProps = {
  checked: boolean
  onCheckedChange: (checked: boolean) => void
  /** The label, links included, from the caller (e.g. "I agree to the Terms of Service and ..."). */
  children: ReactNode
}

const legalCss = `
.al-legal {
  display: flex; align-items: flex-start; gap: 10px; padding: 12px;
  border-radius: var(--al-i-radius-l); background: var(--al-i-fg);
  font-size: var(--al-i-text-sm); color: var(--al-text-muted);
}
.al-legal-box { position: relative; display: inline-flex; flex: none; width: 20px; height: 20px; }
.al-legal-input {
  all: unset; appearance: none; box-sizing: border-box; width: 20px; height: 20px; margin: 0; cursor: pointer;
  border-radius: var(--al-i-radius-xs); box-shadow: inset 0 0 0 2px var(--al-text-muted);
  background: var(--al-i-bg);
}
.al-legal-input:checked { background: var(--al-accent); box-shadow: none; }
.al-legal-input:focus-visible { outline: 2px solid var(--al-accent); outline-offset: 2px; }
.al-legal-check { position: absolute; inset: 2px; color: var(--al-accent-text); pointer-events: none; }
.al-legal-input:not(:checked) + .al-legal-check { display: none; }
.al-legal label { cursor: pointer; }
.al-legal a { color: var(--al-link); text-decoration: underline; text-underline-offset: 2px; }
.al-legal a:focus-visible { outline: 2px solid var(--al-accent); outline-offset: 2px; border-radius: 2px; }
`

/**
 * The terms-and-privacy checkbox that can gate connecting (the `legalCheckbox` feature). A native
 * checkbox, so Space toggles it and forms see it; links inside the label stay links.
 *
 * @example
 * <LegalCheckbox checked={agreed} onCheckedChange={setAgreed}>
 *   I agree to the <a href={termsUrl}>Terms of Service</a> and <a href={privacyUrl}>Privacy Policy</a>
 * </LegalCheckbox>
 */
export function LegalCheckbox({
  checked,
  onCheckedChange,
  children,
}: LegalCheckboxProps): ReactElement {
  useStyles(legalCss)
  const id = useId()
  return (
    <div className="al-legal">
      <span className="al-legal-box">
        <input
          id={id}
          className="al-legal-input"
          type="checkbox"
          checked={checked}
          onChange={(event) => onCheckedChange(event.target.checked)}
        />
        <span className="al-legal-check">
          <Icon name="check" size={16} />
        </span>
      </span>
      <label htmlFor={id}>{children}</label>
    </div>
  )
}
