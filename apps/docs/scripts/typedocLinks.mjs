// A TypeDoc plugin for the API reference (docs/api), so a link to a member lands on its heading.
// TypeDoc writes each member's heading with its own anchor as an explicit heading id
// (`### anvil() {#anvil}`, the `useCustomAnchors` option): Docusaurus would have slugged it
// `anvil-1`, as the page title `# anvil` takes `anvil` first. Once every page is written:
// - every other heading (a parameter's, `Returns`) gets an explicit id too, the one Docusaurus would
//   give it unless that is a member's id, then the next `-n`, so no two headings share an id;
// - each link is checked against the heading ids of its target page: one whose anchor is a heading
//   is kept; an anchor that is no heading is dropped, so the link opens the page (inside the same
//   page it becomes plain text). None was dropped when this was written (3,116 anchors kept), and
//   the build fails on a broken anchor, so none may stay broken;
// - a root-relative link in a comment that comes from a dependency's types (viem's
//   `[Filter](/docs/glossary/terms#filter)`) points into that project's own site, not ours: it
//   becomes plain text.
import { readFile, writeFile } from 'node:fs/promises'
import { posix } from 'node:path'
import GithubSlugger from 'github-slugger'
import { fromMarkdown } from 'mdast-util-from-markdown'
import { toString as headingText } from 'mdast-util-to-string'
import { MarkdownPageEvent } from 'typedoc-plugin-markdown'

// Docusaurus's classic heading id syntax: `## Title {#id}` (the id ends the heading's text).
const explicitId = /\s*\{#((?:.(?!\{#|\}))*.)\}$/
const frontMatter = /^---\r?\n[\s\S]*?\r?\n---(?:\r?\n|$)/

/** The headings of a Markdown page in document order: depth, text, explicit id, end offset. */
function headings(markdown) {
  const skip = frontMatter.exec(markdown)?.[0].length ?? 0
  const out = []
  const visit = (node) => {
    if (node.type === 'heading') {
      // As Docusaurus reads a heading: its text without raw HTML.
      const text = headingText(node.children.filter((child) => child.type !== 'html'))
      const end = skip + node.position.end.offset
      out.push({ depth: node.depth, text, id: explicitId.exec(text)?.[1].trim(), end })
      return
    }
    for (const child of node.children ?? []) visit(child)
  }
  visit(fromMarkdown(markdown.slice(skip)))
  return out
}

/**
 * The anchors of one Markdown page as Docusaurus gives them: each heading's explicit `{#id}` as
 * written, else github-slugger's slug of its text, which adds `-1`, `-2` to a slug seen before in
 * document order. The h1 takes its slug too (so `## anvil` under `# anvil` is `anvil-1`), but the
 * page renders it without an id, so it is no anchor.
 */
export function headingIds(markdown) {
  const slugger = new GithubSlugger()
  const ids = new Set()
  for (const heading of headings(markdown)) {
    const id = heading.id ?? slugger.slug(heading.text)
    if (heading.depth > 1) ids.add(id)
  }
  return ids
}

/**
 * Gives every heading below the h1 that has no explicit id one: the id Docusaurus would slug for
 * it, or the next `-n` of that slug while it is another heading's explicit id. Without this a
 * parameter heading `options` and the member heading `options {#options}` would both be `options`,
 * and a link to the member would open the first of them.
 */
export function withHeadingIds(markdown) {
  const list = headings(markdown)
  const taken = new Set(list.map((heading) => heading.id).filter((id) => id !== undefined))
  const slugger = new GithubSlugger()
  const inserts = []
  for (const heading of list) {
    if (heading.id !== undefined) continue
    let id = slugger.slug(heading.text)
    if (heading.depth === 1) continue
    while (taken.has(id)) id = slugger.slug(heading.text)
    taken.add(id)
    let end = heading.end
    while (/\s/.test(markdown[end - 1])) end--
    inserts.push({ end, id })
  }
  let out = markdown
  for (const { end, id } of inserts.reverse())
    out = `${out.slice(0, end)} {#${id}}${out.slice(end)}`
  return out
}

/** The page (its path under docs/api) a link of `page` leads to, or undefined if it leaves the reference. */
export function linkedPage(page, path, pages) {
  if (path === '') return page
  if (path.startsWith('/docs/api')) {
    const route = path.replace(/^\/docs\/api\/?/, '').replace(/\/$/, '')
    return [route ? `${route}.md` : 'index.md', posix.join(route, 'index.md')].find((p) =>
      pages.has(p),
    )
  }
  if (path.startsWith('/')) return undefined
  return posix.join(posix.dirname(page), path)
}

/**
 * Rewrites the links of one generated page as described above. `page` is its path under docs/api
 * (`@airlock/testing/anvil.md`); `pages` maps each page of the reference to its heading ids.
 */
export function tidyApiLinks(markdown, page, pages) {
  return markdown.replace(/\[([^\]]*)\]\(([^)\s]*)\)/g, (link, text, target) => {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) return link // an absolute URL
    if (target.startsWith('/') && !target.startsWith('/docs/api')) return text
    const hash = target.indexOf('#')
    if (hash === -1) return link
    const path = target.slice(0, hash)
    const ids = pages.get(linkedPage(page, path, pages))
    if (ids?.has(decodeURIComponent(target.slice(hash + 1)))) return link
    return path === '' ? text : `[${text}](${path})`
  })
}

export function load(app) {
  const written = new Map()
  app.renderer.on(MarkdownPageEvent.END, (page) => {
    written.set(page.url.replaceAll('\\', '/'), page.filename)
  })
  // Every page is written by now, so a link can be checked against the headings of its target.
  app.renderer.postRenderAsyncJobs.push(async () => {
    const contents = new Map()
    const pages = new Map()
    for (const [url, filename] of written) {
      const markdown = withHeadingIds(await readFile(filename, 'utf8'))
      contents.set(url, markdown)
      pages.set(url, headingIds(markdown))
    }
    for (const [url, filename] of written) {
      const markdown = contents.get(url)
      await writeFile(filename, tidyApiLinks(markdown, url, pages))
    }
  })
}
