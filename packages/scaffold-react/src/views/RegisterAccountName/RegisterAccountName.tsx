import {
  ACCOUNT_NAME_SUFFIX,
  type CheckAccountNameReturnType,
  checkAccountName,
  fetchNameSuggestions,
  registerAccountName,
} from '@airlock/core'
import { Button, TextInput } from '@airlock/ui'
import { type FormEvent, type ReactElement, useEffect, useState } from 'react'
import { useSnapshot } from 'valtio/react'
import { useAirlockInstance } from '../../hooks/useAirlockInstance'
import { formatText } from '../../messages/formatText'

type Lookup =
  | { value: string; state: 'checking' }
  | { value: string; state: 'done'; result: CheckAccountNameReturnType }
  | { value: string; state: 'failed' }

/** How long the field must rest before the name is looked up (one request per pause). */
const LOOKUP_DELAY_MS = 250

/**
 * RegisterAccountName: the wanted name (`.airlock` added), its availability as the visitor types
 * (the naming rule first, then the names API), free names suggested by the cloud, and
 * Register, which has the wallet sign and registers (core's `registerAccountName`: on error it
 * comes back here with the name kept and `Error registering name {name}`).
 */
export default function RegisterAccountName(): ReactElement {
  const { core, messages } = useAirlockInstance()
  const { data } = useSnapshot(core.state.router)
  const [value, setValue] = useState(data?.name?.replace(ACCOUNT_NAME_SUFFIX, '') ?? '')
  const [lookup, setLookup] = useState<Lookup | undefined>(undefined)
  const [suggestions, setSuggestions] = useState<string[] | 'failed'>([])

  useEffect(() => {
    const typed = value.trim()
    if (!typed) {
      setLookup(undefined)
      setSuggestions([])
      return
    }
    const controller = new AbortController()
    const { signal } = controller
    setLookup({ value: typed, state: 'checking' })
    const timer = setTimeout(() => {
      checkAccountName(core, { name: typed, signal })
        .then((result) => {
          if (!signal.aborted) setLookup({ value: typed, state: 'done', result })
        })
        .catch(() => {
          if (!signal.aborted) setLookup({ value: typed, state: 'failed' })
        })
      fetchNameSuggestions(core, { name: typed, signal })
        .then((names) => {
          if (!signal.aborted) setSuggestions(names)
        })
        .catch(() => {
          if (!signal.aborted) setSuggestions('failed')
        })
    }, LOOKUP_DELAY_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [core, value])

  const result = lookup?.state === 'done' ? lookup.result : undefined
  const available = result?.status === 'available' ? result.name : undefined
  let hint: string = messages.accountNameRule
  let error: string | undefined
  if (lookup?.state === 'checking')
    hint = formatText(messages, 'accountNameChecking', { name: `${lookup.value}` })
  else if (lookup?.state === 'failed') error = messages.errorResolvingName
  else if (result?.status === 'invalid') error = messages.accountNameRule
  else if (result?.status === 'registered')
    error = formatText(messages, 'accountNameTaken', { name: result.name })
  else if (available) hint = formatText(messages, 'accountNameAvailable', { name: available })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!available) return
    // Core pushes the success view, and comes back here on error with its message.
    registerAccountName(core, { name: available }).catch(() => undefined)
  }

  const free = suggestions === 'failed' ? [] : suggestions.filter((name) => name !== available)
  return (
    <form className="al-stack" onSubmit={submit} noValidate>
      <TextInput
        label={messages.accountNameLabel}
        placeholder={messages.accountNamePlaceholder}
        value={value}
        onValueChange={setValue}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        hint={hint}
        error={error}
        trailing={<span aria-hidden="true">{ACCOUNT_NAME_SUFFIX}</span>}
      />
      {suggestions === 'failed' ? (
        <p role="status">{messages.errorFetchingNameSuggestions}</p>
      ) : null}
      {free.length > 0 ? (
        <section aria-label={messages.accountNameSuggestions} className="al-stack">
          <h3>{messages.accountNameSuggestions}</h3>
          <ul className="al-list" aria-label={messages.accountNameSuggestions}>
            {free.map((name) => (
              <li key={name}>
                <Button
                  type="button"
                  variant="secondary"
                  fullWidth
                  onClick={() => setValue(name.replace(ACCOUNT_NAME_SUFFIX, ''))}
                >
                  {name}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <Button type="submit" fullWidth disabled={!available}>
        {messages.registerAccountName}
      </Button>
    </form>
  )
}
