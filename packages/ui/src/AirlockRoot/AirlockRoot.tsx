import { createElement, type ReactElement, type ReactNode, useMemo, useState } from 'react'
import { createPortal } from 'react-dom'
import { useIsomorphicLayoutEffect } from '../internal/useIsomorphicLayoutEffect'
import { airlockRootCss } from './AirlockRoot.styles'
import { AirlockContext, type AirlockContextValue } from './airlockContext'
import { createStyleRegistry } from './createStyleRegistry'
import { type ThemeVariables, toCssVariables } from './toCssVariables'

/** The element that hosts the shadow root. A custom element name: `div { ... }` rules miss it. */
export const AIRLOCK_HOST_TAG = 'airlock-root'

export type AirlockRootProps = {
  /** `light` or `dark`; left out, the theme follows the OS (`prefers-color-scheme`). */
  themeMode?: 'light' | 'dark' | undefined
  /** CSS custom properties (`--al-accent`, ...; `--w3m-*` names are mapped). */
  themeVariables?: ThemeVariables | Readonly<Record<string, string | number>> | undefined
  /** Writing direction of everything inside. Default `ltr`. */
  dir?: 'ltr' | 'rtl'
  /** Language of the text inside (`lang` attribute), for screen readers and hyphenation. */
  lang?: string
  /**
   * Where to put the host element. Left out, it is rendered in place; give `document.body` to
   * append it to the page body (the modal's default placement).
   */
  container?: Element | null
  children?: ReactNode
}

type Mount = { root: HTMLDivElement; context: AirlockContextValue }

/**
 * The boundary every Airlock component renders inside: a shadow root it creates (the host page's
 * CSS cannot reach in, ours cannot leak out), the theme as CSS custom properties, and stylesheets
 * attached as constructable sheets, so a strict Content-Security-Policy (no `unsafe-inline`) is
 * enough. Children render after mount (on the server only the empty host is rendered).
 *
 * @example
 * <AirlockRoot themeMode="dark" themeVariables={{ '--al-accent': '#6c5ce7' }} container={document.body}>
 *   <ModalShell open title="Connect Wallet" onClose={close}>...</ModalShell>
 * </AirlockRoot>
 */
export function AirlockRoot({
  themeMode,
  themeVariables,
  dir = 'ltr',
  lang,
  container,
  children,
}: AirlockRootProps): ReactElement {
  const [host, setHost] = useState<HTMLElement | null>(null)
  const [mount, setMount] = useState<Mount | null>(null)

  useIsomorphicLayoutEffect(() => {
    if (!container) return
    const element = container.ownerDocument.createElement(AIRLOCK_HOST_TAG)
    container.appendChild(element)
    setHost(element)
    return () => {
      element.remove()
      setHost(null)
    }
  }, [container])

  useIsomorphicLayoutEffect(() => {
    if (!host) return
    // A remount (React StrictMode, a moved host) finds the shadow root already attached.
    const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' })
    const registry = createStyleRegistry(shadow)
    registry.adopt(airlockRootCss)
    const root = host.ownerDocument.createElement('div')
    root.className = 'al-root'
    shadow.appendChild(root)
    setMount({ root, context: { registry, portalContainer: root, dir: 'ltr' } })
    return () => {
      root.remove()
      registry.detach()
      setMount(null)
    }
  }, [host])

  useIsomorphicLayoutEffect(() => {
    if (!mount) return
    const { root } = mount
    if (themeMode) root.setAttribute('data-theme', themeMode)
    else root.removeAttribute('data-theme')
    root.setAttribute('dir', dir)
    if (lang) root.setAttribute('lang', lang)
    else root.removeAttribute('lang')
  }, [mount, themeMode, dir, lang])

  // Keyed by content: a dapp passing a fresh object literal each render costs no DOM writes.
  const variablesKey = JSON.stringify(toCssVariables(themeVariables ?? {}))
  const variables = useMemo(
    () => JSON.parse(variablesKey) as Array<[string, string]>,
    [variablesKey],
  )
  useIsomorphicLayoutEffect(() => {
    if (!mount) return
    const { style } = mount.root
    for (const [name, value] of variables) style.setProperty(name, value)
    return () => {
      for (const [name] of variables) style.removeProperty(name)
    }
  }, [mount, variables])

  const context = useMemo(() => (mount ? { ...mount.context, dir } : null), [mount, dir])

  return (
    <>
      {container ? null : createElement(AIRLOCK_HOST_TAG, { ref: setHost })}
      {mount && context
        ? createPortal(
            <AirlockContext.Provider value={context}>{children}</AirlockContext.Provider>,
            mount.root,
          )
        : null}
    </>
  )
}
