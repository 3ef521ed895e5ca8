// The page scripts/browser-check.mjs loads in Chromium to audit every story: each one is composed
// as Storybook composes it (the preview's AirlockRoot decorator, so inside the shadow root, on the
// theme's own surface), rendered alone, left to settle, then audited with axe-core with every rule
// it runs by default (colour contrast included). The page is served under the strict CSP of the
// check, so a story that needs `unsafe-inline` or `unsafe-eval` shows up as a violation.
import { composeStories } from '@storybook/react-vite'
import axe from 'axe-core'
import type { ComponentType } from 'react'
import { createRoot } from 'react-dom/client'
import preview from '../.storybook/preview'

type StoryModule = Parameters<typeof composeStories>[0]
type Theme = 'light' | 'dark'
type StoryResult = {
  id: string
  theme: Theme
  mounted: boolean
  axe: string[]
  csp: string[]
  /**
   * How opaque the story's least visible dialog is, with its ancestors, in the first frame it is
   * in: 1 when the visitor sees it at once; `null` for a story without a dialog.
   */
  dialogOpacity: number | null
}

const modules = import.meta.glob<StoryModule>('../src/**/*.stories.tsx', { eager: true })

const csp: string[] = []
document.addEventListener('securitypolicyviolation', (event) => {
  csp.push(`${event.violatedDirective} ${event.blockedURI || event.sample}`)
})

function composeAll(theme: Theme): Array<[string, ComponentType]> {
  const out: Array<[string, ComponentType]> = []
  for (const [path, module] of Object.entries(modules)) {
    const stories = composeStories(module, {
      ...preview,
      initialGlobals: { theme, dir: 'ltr' },
    }) as Record<string, ComponentType>
    const file = path.replace('../src/', '').replace('.stories.tsx', '')
    for (const [name, Story] of Object.entries(stories)) out.push([`${file} ${name}`, Story])
  }
  return out
}
const composed = { light: composeAll('light'), dark: composeAll('dark') }

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)))
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

function shadowRoots(container: Element): ShadowRoot[] {
  const roots: ShadowRoot[] = []
  const walk = (node: Element | ShadowRoot) => {
    for (const element of node.querySelectorAll('*')) {
      if (element.shadowRoot) {
        roots.push(element.shadowRoot)
        walk(element.shadowRoot)
      }
    }
  }
  walk(container)
  return roots
}

/**
 * Waits until nothing finite is still moving (fades, the title's 120 ms, the view's 150 ms, the
 * shake's 500 ms) and every image has loaded or failed; endless ones (spinner, skeleton shimmer)
 * are left running, as a visitor sees them.
 */
async function settle(container: Element): Promise<void> {
  await nextFrame()
  await nextFrame()
  for (let round = 0; round < 40; round += 1) {
    const roots = shadowRoots(container)
    const moving = [document, ...roots]
      .flatMap((root) => root.getAnimations())
      .filter((animation) => {
        const end = animation.effect?.getComputedTiming().endTime
        return animation.playState === 'running' && typeof end === 'number' && Number.isFinite(end)
      })
    const images = roots.flatMap((root) => [...root.querySelectorAll('img')])
    const pending = images.filter((image) => !image.complete)
    if (moving.length === 0 && pending.length === 0) break
    await sleep(50)
  }
  // One more frame for what a settled animation or a loaded image re-rendered.
  await nextFrame()
}

function describe(violation: axe.Result): string {
  const targets = violation.nodes.map((node) => node.target.join(' >>> ')).join(', ')
  const summary = violation.nodes[0]?.failureSummary?.split('\n').slice(1, 2).join(' ') ?? ''
  return `${violation.id}: ${violation.help} (${targets}) ${summary}`.trim()
}

/** The opacity a dialog is drawn with: its own times that of every ancestor, across shadow hosts. */
function drawnOpacity(element: Element): number {
  let opacity = 1
  for (let node: Element | null = element; node; ) {
    opacity *= Number(getComputedStyle(node).opacity)
    const parent: Node | null = node.parentNode
    node = parent instanceof ShadowRoot ? parent.host : parent instanceof Element ? parent : null
  }
  return opacity
}

/** Waits for the first frame with a dialog in the story (up to 10 frames), and measures it there. */
async function firstFrameDialogOpacity(mount: Element): Promise<number | null> {
  for (let frame = 0; frame < 10; frame += 1) {
    await nextFrame()
    const dialogs = shadowRoots(mount).flatMap((root) => [
      ...root.querySelectorAll('[role="dialog"]'),
    ])
    if (dialogs.length > 0) return Math.min(...dialogs.map(drawnOpacity))
  }
  return null
}

async function run(index: number, theme: Theme): Promise<StoryResult> {
  const entry = composed[theme][index]
  if (!entry) throw new RangeError(`no story ${index}`)
  const [id, Story] = entry
  const cspBefore = csp.length
  const app = document.getElementById('app') as HTMLElement
  const mount = document.createElement('section')
  mount.setAttribute('aria-label', id)
  app.appendChild(mount)
  const root = createRoot(mount)
  root.render(<Story />)
  const dialogOpacity = await firstFrameDialogOpacity(mount)
  await settle(mount)
  const alRoot = mount.querySelector('airlock-root')?.shadowRoot?.querySelector('.al-root')
  const mounted = Boolean(alRoot && alRoot.childElementCount > 0)
  // The story's own subtree (shadow roots included), as Storybook's a11y panel audits its root.
  const results = await axe.run(mount, { resultTypes: ['violations'] })
  root.unmount()
  mount.remove()
  // A scroll lock or a focus left behind must not bleed into the next story.
  await nextFrame()
  return {
    id,
    theme,
    mounted,
    axe: results.violations.map(describe),
    csp: csp.slice(cspBefore),
    dialogOpacity,
  }
}

const api = {
  ids: (): string[] => composed.light.map(([id]) => id),
  run,
}
;(window as unknown as { airlockStories: typeof api }).airlockStories = api
document.documentElement.setAttribute('data-ready', '')
