/**
 * The focused element, looking through open shadow roots: `document.activeElement` stops at a
 * shadow host, and our components live inside one.
 */
export function getDeepActiveElement(doc: Document): Element | null {
  let active = doc.activeElement
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
  return active
}
