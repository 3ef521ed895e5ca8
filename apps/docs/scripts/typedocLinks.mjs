// A TypeDoc plugin for the API reference: a root-relative link in a comment that comes from a
// dependency's types (viem's `[Filter](/docs/glossary/terms#filter)`) points into that project's own
// site, not ours; it becomes plain text instead of a broken link in the build.
import { MarkdownPageEvent } from 'typedoc-plugin-markdown'

/** Replaces `[text](/path)` by `text` unless the path is one of the API reference's own pages. */
export function unlinkForeignRootLinks(markdown) {
  return markdown.replace(/\[([^\]]*)\]\((\/[^)\s]*)\)/g, (link, text, target) =>
    target.startsWith('/docs/api') ? link : text,
  )
}

export function load(app) {
  app.renderer.on(MarkdownPageEvent.END, (page) => {
    if (page.contents) page.contents = unlinkForeignRootLinks(page.contents)
  })
}
