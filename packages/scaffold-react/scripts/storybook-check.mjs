#!/usr/bin/env node
// The Storybook check (part of the package's `test` script, so CI runs it):
// 1. every view id of the registry has a story titled `Views/<id>`; ids still on the FeatureLater
//    placeholder are listed and allowed, any other id without a story fails;
// 2. `storybook build` succeeds;
// 3. in Chromium (one page per theme, stories switched through Storybook's channel), axe-core
//    (WCAG 2.2 AA) finds no violation on any story, light and dark, at 1280x800 and 390x844; no
//    story throws or reaches a host other than the page's own; a story named Arabic is drawn
//    right to left;
// 4. screenshots: each story's modal (the dialog only, not the page), light and dark, desktop and
//    mobile, matches its baseline in screenshots/ (see compareScreenshot below).
//
//   node scripts/storybook-check.mjs                  # all of it
//   node scripts/storybook-check.mjs --update         # the same, but (re)write the screenshot baselines
//   node scripts/storybook-check.mjs --no-build       # reuse storybook-static
//   node scripts/storybook-check.mjs --no-screenshots # axe only
//   node scripts/storybook-check.mjs --only Views/Account,Views/WalletSend
//   CHROMIUM=/path/to/chromium ...                    # default: /usr/bin/chromium
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { en, VIEWS } from '@airlock/core'
import { comparePixels, decodePng, encodeIndexed } from './png.mjs'
import {
  buildStorybook,
  isLoadingStory,
  launchChromium,
  openStoryPage,
  pkg,
  readDialog,
  readStoryIndex,
  runAxe,
  serveStatic,
  showStory,
  THEMES,
  VIEWPORTS,
} from './storybook-driver.mjs'

const args = process.argv.slice(2)
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined
const update = args.includes('--update')
const screenshots = !args.includes('--no-screenshots')
/** Baselines, committed: `<story id>--<theme>--<viewport>.png`. */
const baselines = join(pkg, 'screenshots')
/** What a failed comparison saw, and its diff (ignored by git). */
const results = join(pkg, 'test-results', 'screenshots')
/** The stories' clock: relative dates ("3 days ago") draw the same every day. */
const CLOCK = new Date('2026-11-25T12:00:00Z')
/** A pixel differs when a channel moves by more than this (of 255)... */
const PIXEL_TOLERANCE = 24
/** ...and a screenshot when more than this share of its pixels do. */
const SHARE_TOLERANCE = 0.001
const taken = new Set()
/** The screenshots' fonts, all from Debian's fonts-noto-core (scripts/airlock.mjs installs it). */
const SCREENSHOT_FONTS = "'Noto Sans', 'Noto Sans Arabic', 'Noto Sans Hebrew', sans-serif"
/** Baselines an update (re)wrote. */
const written = []
const started = Date.now()
const failures = []
const fail = (where, what) => failures.push(`${where}: ${what}`)

/**
 * The view ids whose registry entry still renders the FeatureLater placeholder: the
 * NOT_BUILT_YET / notBuiltYet entries, and feature chunks whose module renders <FeatureLater />.
 */
function placeholderIds() {
  const source = readFileSync(join(pkg, 'src', 'modal', 'viewRegistry.ts'), 'utf8')
  const body = source.slice(source.indexOf('export const VIEW_REGISTRY'))
  const entries = new Map()
  let current
  for (const line of body.split('\n')) {
    const key = /^ {2}([A-Za-z]+): /.exec(line)
    if (key) current = key[1]
    if (current) entries.set(current, `${entries.get(current) ?? ''}\n${line}`)
  }
  const placeholders = []
  for (const [id, text] of entries) {
    if (/NOT_BUILT_YET|notBuiltYet\(/.test(text)) {
      placeholders.push(id)
      continue
    }
    const chunk = /import\('\.\.\/(features\/[A-Za-z]+)'\)/.exec(text)
    const file = chunk && join(pkg, 'src', `${chunk[1]}/index.tsx`)
    if (file && existsSync(file) && readFileSync(file, 'utf8').includes('<FeatureLater'))
      placeholders.push(id)
  }
  return placeholders
}

if (!args.includes('--no-build')) {
  const t = Date.now()
  await buildStorybook()
  console.info(`storybook build: ok (${((Date.now() - t) / 1000).toFixed(1)} s)`)
}

// 1. Coverage.
const stories = readStoryIndex()
const storyViews = new Set(stories.map(({ title }) => title.replace(/^Views\//, '')))
const placeholders = placeholderIds()
const missing = VIEWS.filter((id) => !storyViews.has(id) && !placeholders.includes(id))
for (const id of missing) fail('coverage', `view ${id} has no story (add src/**/${id}.stories.tsx)`)
for (const title of new Set(stories.map(({ title }) => title)))
  if (!title.startsWith('Views/') || !VIEWS.includes(title.slice(6)))
    fail('coverage', `story title ${title} is not Views/<a registry view id>`)
const placeholdersWithout = placeholders.filter((id) => !storyViews.has(id))
console.info(
  `coverage: ${VIEWS.length - placeholdersWithout.length - missing.length}/${VIEWS.length} view ids have stories; ` +
    `still on the FeatureLater placeholder (allowed without a story): ${placeholdersWithout.join(', ') || 'none'}`,
)

// 2. Every story, light and dark, desktop and mobile: axe, page errors, off-site requests.
const selected = stories.filter(({ title }) => !only || only.split(',').includes(title))
if (selected.length === 0) {
  console.error(`no story matches ${only}`)
  process.exit(2)
}
if (screenshots) {
  mkdirSync(baselines, { recursive: true })
  rmSync(results, { recursive: true, force: true })
}
const { base, close } = await serveStatic()
const browser = await launchChromium()
// The two themes run side by side, one page each (half the wall time on two cores).
try {
  await Promise.all(THEMES.map((theme) => checkTheme(theme)))
} finally {
  await browser.close()
  await close()
}

if (screenshots) {
  if (update && !only)
    // Baselines of stories that are gone.
    for (const file of readdirSync(baselines))
      if (file.endsWith('.png') && !taken.has(file)) rmSync(join(baselines, file))
  if (!update && !only)
    for (const file of readdirSync(baselines))
      if (file.endsWith('.png') && !taken.has(file))
        fail('screenshots', `${file} has no story any more (run with --update)`)
  console.info(
    update
      ? `screenshots: ${taken.size} taken, ${written.length} baselines (re)written in ${baselines} (review them before committing)${written.length ? `:\n  ${written.join('\n  ')}` : ''}`
      : `screenshots: ${taken.size} compared with ${baselines}`,
  )
}

const seconds = ((Date.now() - started) / 1000).toFixed(1)
if (failures.length) {
  console.error(`\n${failures.length} failure(s) (${seconds} s):`)
  for (const failure of failures) console.error(`  ${failure}`)
  if (screenshots && !update && existsSync(results))
    console.error(`what the screenshots showed, and their diffs (magenta): ${results}`)
  process.exit(1)
}
console.info(`storybook check: all passed (${seconds} s)`)

/**
 * The story's dialog (not the page: smaller files, and the page around it is Storybook's),
 * reduced to at most 256 colours (encodeIndexed) and compared with its baseline after the same
 * reduction: the same pixels give the same file, and a pixel differs when a channel moves by more
 * than PIXEL_TOLERANCE. Toasts are hidden: they leave on a timer, so whether one is still there
 * depends on the machine's load. With --update the baseline is written instead.
 */
async function compareScreenshot(page, file) {
  taken.add(file)
  const shot = await page
    .locator('[role="dialog"]')
    .first()
    .screenshot({
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
      // Playwright's screenshot stylesheet reaches into the modal's shadow root. The fonts are
      // named (Debian's fonts-noto-core): with the theme's system-ui, the font that draws Arabic
      // was left to fallback, and a label's line moved by a pixel from run to run.
      style: `.al-toast { visibility: hidden !important; }
.al-root { --al-font-family: ${SCREENSHOT_FONTS} !important; }`,
    })
  const png = encodeIndexed(decodePng(shot))
  const baseline = join(baselines, file)
  // An update keeps a baseline the new picture matches (within the tolerance): anti-aliasing
  // noise does not churn the files, and a review sees only the pictures that changed.
  if (update) {
    const same =
      existsSync(baseline) &&
      comparePixels(decodePng(readFileSync(baseline)), decodePng(png), PIXEL_TOLERANCE).share <=
        SHARE_TOLERANCE
    if (!same) {
      writeFileSync(baseline, png)
      written.push(file)
    }
    return
  }
  const keep = (diff) => {
    mkdirSync(results, { recursive: true })
    writeFileSync(join(results, file), png)
    if (diff) writeFileSync(join(results, file.replace(/\.png$/, '.diff.png')), diff)
  }
  if (!existsSync(baseline)) {
    keep()
    return fail('screenshots', `${file} has no baseline (run with --update)`)
  }
  const before = decodePng(readFileSync(baseline))
  const after = decodePng(png)
  const { share, diff } = comparePixels(before, after, PIXEL_TOLERANCE)
  if (share > SHARE_TOLERANCE) {
    keep(diff)
    fail(
      'screenshots',
      diff
        ? `${file}: ${(share * 100).toFixed(2)}% of pixels differ`
        : `${file}: size ${after.width}x${after.height}, baseline ${before.width}x${before.height}`,
    )
  }
}

/** Every selected story in `theme` on one page: its view shown, axe at both viewports. */
async function checkTheme(theme) {
  const { page, offsite, errors } = await openStoryPage(browser, base, theme, selected[0].id, {
    clock: CLOCK,
  })
  // Reduced motion: no view is caught mid-animation (the screenshots), and the modal honours it.
  await page.emulateMedia({ reducedMotion: 'reduce' })
  let passed = 0
  for (const story of selected) {
    const where = `${story.title} ${story.name} (${theme})`
    let failed = false
    const storyFail = (at, what) => {
      failed = true
      fail(at, what)
    }
    const loadingStory = isLoadingStory(story)
    const shown = await showStory(page, story.id, { loading: loadingStory })
    if (!shown.ok) {
      storyFail(where, `did not render: ${shown.error}`)
      continue
    }
    // A story shows its view: the modal open with a heading, not the placeholder (unless the
    // view is still on it).
    const dialog = await readDialog(page)
    const view = story.title.replace(/^Views\//, '')
    if (!dialog.open || !dialog.heading) storyFail(where, 'no open modal with a heading')
    if (dialog.text.includes(en.featureLater) && !placeholders.includes(view))
      storyFail(where, `shows the placeholder (${en.featureLater})`)
    // A loading state's story shows its list's placeholder rows (else it shows no loading state).
    if (loadingStory && !dialog.skeleton)
      storyFail(where, 'a loading story with no skeleton (placeholder rows) in its modal')
    if (story.name === 'Arabic' && dialog.direction !== 'rtl')
      storyFail(where, `an Arabic modal is drawn ${dialog.direction}, not rtl`)
    for (const [name, size] of Object.entries(VIEWPORTS)) {
      await page.setViewportSize(size)
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      )
      for (const violation of await runAxe(page)) storyFail(`${where} ${name}`, `axe ${violation}`)
      if (screenshots) await compareScreenshot(page, `${story.id}--${theme}--${name}.png`)
    }
    await page.setViewportSize(VIEWPORTS.desktop)
    for (const error of errors.splice(0)) storyFail(where, `page error ${error}`)
    for (const url of offsite.splice(0)) storyFail(where, `request off the page: ${url}`)
    if (!failed) passed += 1
  }
  await page.close()
  console.info(`axe (${theme}): ${passed}/${selected.length} stories pass at 1280x800 and 390x844`)
}
