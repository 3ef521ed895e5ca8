import assert from 'node:assert/strict'
import { test } from 'node:test'
import { headingIds, linkedPage, tidyApiLinks, withHeadingIds } from './typedocLinks.mjs'

// A page as TypeDoc writes it with `useCustomAnchors`: the page title, a function whose parameter is
// named like a member further down, and that member with TypeDoc's anchor as its explicit id.
const anvilPage = [
  '# anvil',
  '',
  '## Functions',
  '',
  '### anvil() {#anvil}',
  '',
  '#### Parameters',
  '',
  '##### options',
  '',
  '```ts',
  '# not a heading',
  '```',
  '',
  '## Interfaces',
  '',
  '### options {#options}',
  '',
  'See [anvil](#anvil) and [options](#options).',
  '',
].join('\n')

test('heading ids as Docusaurus slugs them: github-slugger, -1 and -2 for repeats, the h1 counted', () => {
  const page = '# anvil\n\n## anvil\n\n## Anvil\n\n### `Options` {#own-id}\n\n## options?\n'
  assert.deepEqual([...headingIds(page)], ['anvil-1', 'anvil-2', 'own-id', 'options'])
  // Without the explicit ids the member `anvil` would be `anvil-1` and `options` would be the
  // parameter's: TypeDoc's links (#anvil, #options) would miss or land on the wrong heading.
  const slugged = anvilPage.replace(/ \{#\w+\}/g, '')
  assert.deepEqual(
    [...headingIds(slugged)],
    ['functions', 'anvil-1', 'parameters', 'options', 'interfaces', 'options-1'],
  )
})

test('a repeated name links to its own heading: every heading gets an id of its own', () => {
  const page = withHeadingIds(anvilPage)
  const lines = page.split('\n')
  assert.equal(lines[4], '### anvil() {#anvil}')
  assert.equal(lines[8], '##### options {#options-1}', 'the parameter steps aside')
  assert.equal(lines[16], '### options {#options}', 'the member keeps the anchor links use')
  assert.equal(lines[11], '# not a heading', 'code is left alone')
  const ids = headingIds(page)
  assert.equal(ids.size, lines.filter((line) => /^#{2,6} /.test(line)).length, 'no id twice')
  // Docusaurus reads the explicit ids: the links of the page reach their members and stay links.
  const pages = new Map([['@airlock/testing/anvil.md', ids]])
  assert.equal(tidyApiLinks(page, '@airlock/testing/anvil.md', pages), page)
  assert.equal(withHeadingIds(page), page, 'running it again changes nothing')
})

test('links to another page keep an anchor that is a heading there and lose one that is not', () => {
  const pages = new Map([
    ['@airlock/testing/anvil.md', headingIds(withHeadingIds(anvilPage))],
    ['@airlock/testing/index-1.md', new Set(['mockwalletinfo-1'])],
    ['@airlock/core/index-1.md', new Set(['mainnet'])],
    ['@airlock/react.md', new Set(['useairlock'])],
  ])
  const page = '@airlock/testing/index-1.md'
  assert.equal(
    tidyApiLinks(
      [
        '[a](anvil.md#anvil) [b](anvil.md#options) [c](anvil.md#options-2) [d](#mockwalletinfo-1)',
        '[e](#gone) [f](../react.md#useairlock) [g](../react.md#gone) [h](/docs/api/@airlock/core/index-1#mainnet)',
        '[Filter](/docs/glossary/terms#filter) [x](https://x.example/y#z) [plain](anvil.md)',
      ].join('\n'),
      page,
      pages,
    ),
    [
      '[a](anvil.md#anvil) [b](anvil.md#options) [c](anvil.md) [d](#mockwalletinfo-1)',
      'e [f](../react.md#useairlock) [g](../react.md) [h](/docs/api/@airlock/core/index-1#mainnet)',
      'Filter [x](https://x.example/y#z) [plain](anvil.md)',
    ].join('\n'),
  )
  assert.equal(linkedPage(page, '/docs/api/@airlock/react', pages), '@airlock/react.md')
  assert.equal(linkedPage(page, '/docs/api', new Map([['index.md', new Set()]])), 'index.md')
})
