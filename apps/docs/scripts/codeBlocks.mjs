// Type-checks the TypeScript code blocks of the documentation: every fenced ts/tsx block of
// docs/**/*.md(x) becomes its own module in a git-ignored folder inside apps/docs, and `tsc --noEmit`
// checks them all against the workspace packages' built types (run the packages' build first).
//
// A block may say, after its language:
// - `preamble=<name>`: code-preambles/<name>.ts(x) is put before the block, unseen on the page
//   (imports and declarations a fragment relies on). Error lines still point into the page.
// - `skip-check`: not checked. Only for text that is not a module (a shell-like fragment). The docs'
//   own run (check-code-blocks.mjs) allows none: every block of every page is checked, and text
//   that is not TypeScript takes another language (`text`, `sh`).
import { execFile } from 'node:child_process'
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

export const docsRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..')

const CHECKED = new Map([
  ['ts', 'ts'],
  ['typescript', 'ts'],
  ['tsx', 'tsx'],
])

/**
 * The fenced code blocks of one Markdown/MDX source: language, meta, code (common indentation
 * removed) and the 1-based line of the code's first line.
 */
export function extractCodeBlocks(source) {
  const lines = source.split(/\r?\n/)
  const blocks = []
  let open
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]
    if (!open) {
      const start = /^(\s*)(`{3,}|~{3,})\s*([\w-]*)\s*(.*)$/.exec(line)
      if (start) {
        open = {
          indent: start[1].length,
          fence: start[2],
          lang: start[3].toLowerCase(),
          meta: start[4].trim(),
          line: i + 2,
          body: [],
        }
      }
      continue
    }
    const end = /^\s*(`{3,}|~{3,})\s*$/.exec(line)
    if (end && end[1][0] === open.fence[0] && end[1].length >= open.fence.length) {
      blocks.push({
        lang: open.lang,
        meta: open.meta,
        line: open.line,
        code: open.body
          .map((l) => l.slice(Math.min(open.indent, l.length - l.trimStart().length)))
          .join('\n'),
      })
      open = undefined
    } else {
      open.body.push(line)
    }
  }
  if (open) throw new Error(`a code block opened on line ${open.line - 1} is never closed`)
  return blocks
}

/** Parses a block's meta string: `title="x" preamble=react skip-check` -> { title, preamble, 'skip-check': true }. */
export function parseMeta(meta) {
  const out = {}
  for (const m of meta.matchAll(/([\w-]+)(?:=("[^"]*"|'[^']*'|\S+))?/g)) {
    out[m[1]] = m[2] === undefined ? true : m[2].replace(/^["']|["']$/g, '')
  }
  return out
}

async function listDocs(dir) {
  const out = []
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    // docs/api is generated from the packages' TSDoc, whose examples are checked in the packages.
    if (entry.isDirectory()) {
      if (relative(docsRoot, path) !== join('docs', 'api')) out.push(...(await listDocs(path)))
    } else if (/\.mdx?$/.test(entry.name)) out.push(path)
  }
  return out.sort()
}

const tsconfig = {
  compilerOptions: {
    target: 'ES2022',
    lib: ['ES2023', 'DOM', 'DOM.Iterable'],
    module: 'ESNext',
    moduleResolution: 'Bundler',
    // Every block is a module of its own, even one without import or export.
    moduleDetection: 'force',
    jsx: 'react-jsx',
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: ['node'],
  },
  include: ['**/*.ts', '**/*.tsx'],
}

/**
 * Writes every checked block of the pages under `docsDir` into `outDir` and runs tsc there.
 * Resolves to { blocks, skipped, errors } where each error names the page and line. A `skip-check`
 * block is left out; unless `allowSkipCheck`, it is also an error at its opening fence.
 */
export async function checkCodeBlocks({
  docsDir = join(docsRoot, 'docs'),
  outDir = join(docsRoot, '.code-blocks'),
  preambleDir = join(docsRoot, 'code-preambles'),
  allowSkipCheck = false,
} = {}) {
  await rm(outDir, { recursive: true, force: true })
  await mkdir(outDir, { recursive: true })
  const sources = new Map()
  let skipped = 0
  const skipErrors = []
  let n = 0
  let projects = 0
  for (const page of await listDocs(docsDir)) {
    const blocks = extractCodeBlocks(await readFile(page, 'utf8'))
    // A page's blocks titled with a file path (`title="src/App.tsx"`) are files of one app: they
    // are written side by side, so `import { App } from './App'` finds its sibling. A title seen
    // again on the page starts the next app (the page's second variant).
    let project
    let titles = new Set()
    for (const block of blocks) {
      const ext = CHECKED.get(block.lang)
      if (!ext) continue
      const meta = parseMeta(block.meta)
      if (meta['skip-check']) {
        skipped++
        if (!allowSkipCheck)
          skipErrors.push(
            `${relative(docsRoot, page)}:${block.line - 1}: error: skip-check is not allowed, every code block is type-checked (text that is not TypeScript takes another language, such as text or sh)`,
          )
        continue
      }
      let preamble = ''
      if (typeof meta.preamble === 'string') {
        if (!/^[\w-]+$/.test(meta.preamble))
          throw new Error(`${page}:${block.line - 1}: bad preamble name`)
        preamble = await readFile(join(preambleDir, `${meta.preamble}.${ext}`), 'utf8')
        if (!preamble.endsWith('\n')) preamble += '\n'
      }
      const title = typeof meta.title === 'string' ? meta.title : undefined
      let file = `block${String(++n).padStart(3, '0')}.${ext}`
      if (title && /^[\w./-]+\.tsx?$/.test(title) && !title.split('/').includes('..')) {
        if (!project || titles.has(title)) {
          project = `app${String(++projects).padStart(3, '0')}`
          titles = new Set()
        }
        titles.add(title)
        file = `${project}/${title}`
        await mkdir(dirname(join(outDir, file)), { recursive: true })
      }
      await writeFile(join(outDir, file), `${preamble}${block.code}\n`)
      sources.set(file, {
        page: relative(docsRoot, page),
        line: block.line,
        offset: preamble.split('\n').length - 1,
      })
    }
  }
  await writeFile(join(outDir, 'tsconfig.json'), JSON.stringify(tsconfig, null, 2))
  if (n === 0) return { blocks: 0, skipped, errors: skipErrors }
  const tsc = createRequire(join(docsRoot, 'package.json')).resolve('typescript/bin/tsc')
  const output = await new Promise((done) => {
    execFile(
      process.execPath,
      [tsc, '-p', outDir, '--pretty', 'false'],
      { maxBuffer: 64 << 20, cwd: outDir },
      (_error, stdout, stderr) => done(stdout + stderr),
    )
  })
  const errors = [...skipErrors]
  for (const line of output.split('\n')) {
    const m = /^(.*?\.tsx?)\((\d+),(\d+)\): (error .*)$/.exec(line)
    const src = m && sources.get(relative(outDir, resolve(outDir, m[1])).replaceAll('\\', '/'))
    if (m && src) {
      const at = Number(m[2]) - src.offset
      errors.push(
        at >= 1
          ? `${src.page}:${src.line + at - 1}:${m[3]}: ${m[4]}`
          : `${src.page}:${src.line} (in preamble line ${m[2]}): ${m[4]}`,
      )
    } else if (/error TS\d+/.test(line)) errors.push(line)
  }
  return { blocks: n, skipped, errors }
}
