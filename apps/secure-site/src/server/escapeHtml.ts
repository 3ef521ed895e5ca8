/**
 * HTML-escapes text for element content and quoted attributes.
 *
 * @example
 * escapeHtml('<b>') // '&#60;b&#62;'
 */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)
}
