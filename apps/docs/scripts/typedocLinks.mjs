// A TypeDoc plugin for the API reference (docs/api), run on each generated page:
// - a root-relative link in a comment that comes from a dependency's types (viem's
//   `[Filter](/docs/glossary/terms#filter)`) points into that project's own site, not ours: it
//   becomes plain text;
// - links keep their page but lose their `#anchor`: TypeDoc's anchors for repeated names
//   (`#anvil` beside the page title `anvil`, `#airlockmessages-1`) are not the ids Docusaurus gives
//   the headings, and the build fails on a broken anchor. An anchor inside the same page becomes
//   plain text (the page's table of contents leads there).
import { MarkdownPageEvent } from 'typedoc-plugin-markdown'

/** Rewrites the links of one generated page as described above. */
export function tidyApiLinks(markdown) {
  return markdown.replace(/\[([^\]]*)\]\(([^)\s]*)\)/g, (link, text, target) => {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) return link // an absolute URL
    if (target.startsWith('#')) return text
    if (target.startsWith('/') && !target.startsWith('/docs/api')) return text
    const hash = target.indexOf('#')
    return hash === -1 ? link : `[${text}](${target.slice(0, hash)})`
  })
}

export function load(app) {
  app.renderer.on(MarkdownPageEvent.END, (page) => {
    if (page.contents) page.contents = tidyApiLinks(page.contents)
  })
}
