import type { ExportKeyCatalogue } from './exportKeyMessages'

/** The frame's signed API call (`POST /api/<path>` with the session): resolves the JSON body. */
export type ExportKeyApi = (
  path: string,
  body: Record<string, unknown>,
) => Promise<Record<string, unknown>>

/**
 * Shows the key export screen until the visitor closes it (or `signal` aborts), calling the API
 * through `api` (the frame handler's, with its session).
 */
export type ExportKey = (signal: AbortSignal, api: ExportKeyApi) => Promise<void>

export type CreateKeyExporterParameters = {
  document: Document
  /** The catalogue of the dapp's locale, read each time the screen opens. */
  messages: () => ExportKeyCatalogue
  /** The stylesheet of the screen (same origin, allowed by the CSP's `style-src 'self'`). */
  stylesheet?: string
}

/**
 * The frame's key export screen (EXPORT_PRIVATE_KEY): a warning, "Email me a code" (a fresh code
 * mailed by the server), a field for the code, then the private key with a Copy button, all in
 * the frame's own document on the secure origin; the key is never posted to the page and is
 * removed from the document when the screen closes. One screen at a time: a second call while it
 * is open shares it. Resolves when the visitor presses Close or Escape, or `signal` aborts.
 *
 * @example
 * const exportKey = createKeyExporter({ document, messages: () => EXPORT_KEY_MESSAGES.en })
 * await exportKey(new AbortController().signal, api)
 */
export function createKeyExporter(params: CreateKeyExporterParameters): ExportKey {
  const doc = params.document
  let open: Promise<void> | undefined

  const make = <K extends keyof HTMLElementTagNameMap>(
    tag: K,
    props: { id?: string; className?: string; text?: string } = {},
  ) => {
    const element = doc.createElement(tag)
    if (props.id) element.id = props.id
    if (props.className) element.className = props.className
    if (props.text !== undefined) element.textContent = props.text
    return element
  }
  const ensureStylesheet = () => {
    const href = params.stylesheet ?? '/export-key.css'
    if (doc.querySelector(`link[data-export-key]`)) return
    const link = make('link')
    link.rel = 'stylesheet'
    link.href = href
    link.dataset.exportKey = ''
    doc.head.append(link)
  }

  const show = (signal: AbortSignal, api: ExportKeyApi) =>
    new Promise<void>((resolve) => {
      ensureStylesheet()
      const t = params.messages()
      let flowId: string | undefined
      let busy = false

      const root = make('main', { id: 'export-key', className: 'export-key' })
      root.setAttribute('role', 'dialog')
      root.setAttribute('aria-modal', 'true')
      root.setAttribute('aria-labelledby', 'export-key-title')
      const title = make('h1', { id: 'export-key-title', text: t.title })
      title.tabIndex = -1
      const warning = make('p', { className: 'warning', text: t.warning })
      warning.id = 'export-key-warning'
      root.setAttribute('aria-describedby', warning.id)

      const request = make('section', { className: 'step', id: 'export-key-request' })
      const explain = make('p', { text: t.explain })
      const send = make('button', { id: 'export-key-send', className: 'primary', text: t.sendCode })
      send.type = 'button'
      request.append(explain, send)

      const verify = make('form', { className: 'step', id: 'export-key-verify' })
      verify.hidden = true
      verify.noValidate = true
      const sent = make('p', { id: 'export-key-sent' })
      const label = make('label', { text: t.codeLabel })
      label.htmlFor = 'export-key-code'
      const input = make('input', { id: 'export-key-code' })
      input.inputMode = 'numeric'
      input.autocomplete = 'one-time-code'
      input.maxLength = 6
      input.required = true
      const reveal = make('button', {
        id: 'export-key-reveal',
        className: 'primary',
        text: t.reveal,
      })
      reveal.type = 'submit'
      const again = make('button', { id: 'export-key-again', text: t.newCode })
      again.type = 'button'
      verify.append(sent, label, input, reveal, again)

      const shown = make('section', { className: 'step', id: 'export-key-shown' })
      shown.hidden = true
      const keyLabel = make('p', { id: 'export-key-label', className: 'label', text: t.keyLabel })
      const key = make('output', { id: 'export-key-value', className: 'key' })
      key.setAttribute('aria-labelledby', keyLabel.id)
      const copy = make('button', { id: 'export-key-copy', text: t.copy })
      copy.type = 'button'
      shown.append(keyLabel, key, copy)

      const error = make('p', { id: 'export-key-error', className: 'error' })
      error.setAttribute('role', 'alert')
      const status = make('p', { id: 'export-key-status', className: 'status' })
      status.setAttribute('role', 'status')
      const close = make('button', { id: 'export-key-close', text: t.close })
      close.type = 'button'
      root.append(title, warning, request, verify, shown, error, status, close)
      doc.body.append(root)
      doc.body.classList.add('export-key-open')
      title.focus()

      const fail = (reason: unknown) => {
        error.textContent = reason instanceof Error ? reason.message : String(reason)
      }
      const say = (text: string) => {
        status.textContent = text
      }
      const guarded = (action: () => Promise<void>) => async (event: Event) => {
        event.preventDefault()
        // Only the visitor's own input counts (a script could not reach into this document
        // anyway: it is on another origin than the page).
        if (!event.isTrusted || busy) return
        busy = true
        error.textContent = ''
        try {
          await action()
        } catch (reason) {
          fail(reason)
        } finally {
          busy = false
        }
      }
      const requestCode = guarded(async () => {
        say(t.sending)
        const reply = await api('key/export/code', {})
        flowId = String(reply.flowId)
        sent.textContent = t.codeSent.replace('{email}', String(reply.email))
        say('')
        request.hidden = true
        verify.hidden = false
        input.value = ''
        input.focus()
      })
      send.addEventListener('click', requestCode)
      again.addEventListener('click', requestCode)
      verify.addEventListener(
        'submit',
        guarded(async () => {
          const otp = input.value.trim()
          if (!/^\d{6}$/.test(otp)) throw new RangeError(t.codeFormat)
          say(t.checking)
          const reply = await api('key/export/reveal', { flowId, otp })
          say('')
          key.textContent = String(reply.privateKey)
          input.value = ''
          verify.hidden = true
          shown.hidden = false
          copy.focus()
        }),
      )
      copy.addEventListener(
        'click',
        guarded(async () => {
          const text = key.textContent ?? ''
          try {
            await navigator.clipboard.writeText(text)
            say(t.copied)
          } catch {
            // A cross-origin frame may not have clipboard access: select the key instead.
            const range = doc.createRange()
            range.selectNodeContents(key)
            const selection = doc.getSelection()
            selection?.removeAllRanges()
            selection?.addRange(range)
            say(doc.execCommand?.('copy') ? t.copied : t.copyByHand)
          }
        }),
      )

      const finish = () => {
        doc.removeEventListener('keydown', onKey, true)
        signal.removeEventListener('abort', finish)
        key.textContent = ''
        doc.getSelection()?.removeAllRanges()
        root.remove()
        doc.body.classList.remove('export-key-open')
        resolve()
      }
      const onKey = (event: KeyboardEvent) => {
        if (event.key === 'Escape' && event.isTrusted) finish()
      }
      close.addEventListener('click', (event) => {
        if (event.isTrusted) finish()
      })
      doc.addEventListener('keydown', onKey, true)
      if (signal.aborted) finish()
      else signal.addEventListener('abort', finish, { once: true })
    })

  return (signal, api) => {
    if (!open) open = show(signal, api).finally(() => (open = undefined))
    return open
  }
}
