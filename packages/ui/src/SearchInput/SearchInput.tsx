import { type ReactElement, useEffect, useRef, useState } from 'react'
import { SEARCH_DEBOUNCE_MS } from '../constants/timings'
import { IconButton } from '../IconButton/IconButton'
import { Icon } from '../icons/Icon'
import { TextInput } from '../TextInput/TextInput'

export type SearchInputProps = {
  /** The accessible name (e.g. `Search wallet`); shown as the placeholder too unless given one. */
  label: string
  placeholder?: string
  defaultValue?: string
  /** The query, 300 ms after the last keystroke, at once on Enter or clear. */
  onSearch: (query: string) => void
  /** Every keystroke, undelayed (e.g. to show a spinner while the debounce runs). */
  onValueChange?: (value: string) => void
  /** Debounce in ms; default 300. */
  debounceMs?: number
  clearLabel?: string
  autoFocus?: boolean
}

/**
 * A search box (`role="searchbox"`) that reports the query after a 300 ms pause. Escape clears it
 * (and is not passed on, so the modal around it stays open); a clear button does the same.
 *
 * @example
 * <SearchInput label="Search wallet" onSearch={(q) => searchWallets(core, q)} />
 */
export function SearchInput({
  label,
  placeholder,
  defaultValue = '',
  onSearch,
  onValueChange,
  debounceMs = SEARCH_DEBOUNCE_MS,
  clearLabel = 'Clear',
  autoFocus = false,
}: SearchInputProps): ReactElement {
  const [value, setValue] = useState(defaultValue)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const input = useRef<HTMLInputElement>(null)
  useEffect(() => () => clearTimeout(timer.current), [])

  const now = (query: string) => {
    clearTimeout(timer.current)
    onSearch(query)
  }
  const change = (next: string) => {
    setValue(next)
    onValueChange?.(next)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => onSearch(next), debounceMs)
  }
  const clear = () => {
    setValue('')
    onValueChange?.('')
    now('')
    input.current?.focus()
  }

  return (
    <TextInput
      ref={input}
      label={label}
      hideLabel
      type="search"
      enterKeyHint="search"
      autoComplete="off"
      spellCheck={false}
      autoFocus={autoFocus}
      placeholder={placeholder ?? label}
      value={value}
      onValueChange={change}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault()
          now(value)
        } else if (event.key === 'Escape' && value !== '') {
          event.preventDefault()
          clear()
        }
      }}
      leading={<Icon name="search" size={18} />}
      trailing={
        value ? <IconButton icon="close" label={clearLabel} size="sm" onClick={clear} /> : null
      }
    />
  )
}
