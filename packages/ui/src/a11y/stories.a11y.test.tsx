import { composeStories } from '@storybook/react-vite'
import { act, render } from '@testing-library/react'
import axe from 'axe-core'
import type { ComponentType } from 'react'
import { describe, expect, test } from 'vitest'
import preview from '../../.storybook/preview'

// Every story of the kit, rendered as Storybook renders it (through the preview's AirlockRoot
// decorator, so inside the shadow root), in light and in dark, checked with axe-core. Any
// violation fails. Rules happy-dom cannot evaluate (it has no layout or paint) are off here; the
// same stories are audited with every rule, colour contrast included, in Chromium by
// `scripts/browser-check.mjs` (the `test:e2e` script), and in Storybook's own a11y panel.
const RULES_HAPPY_DOM_CANNOT_EVALUATE = {
  // Needs rendered colours of overlapping boxes.
  'color-contrast': { enabled: false },
}

type StoryModule = Parameters<typeof composeStories>[0]
const modules = import.meta.glob<StoryModule>('../**/*.stories.tsx', { eager: true })

function describeViolation(violation: axe.Result): string {
  const targets = violation.nodes.map((node) => node.target.join(' >>> ')).join(', ')
  return `${violation.id}: ${violation.help} (${targets})`
}

test('the glob finds the stories', () => {
  expect(Object.keys(modules).length).toBeGreaterThan(5)
})

for (const [path, module] of Object.entries(modules)) {
  for (const theme of ['light', 'dark'] as const) {
    const stories = composeStories(module, {
      ...preview,
      initialGlobals: { theme, dir: 'ltr' },
    }) as Record<string, ComponentType>
    describe(`${path.replace('../', '')} (${theme})`, () => {
      for (const [name, Story] of Object.entries(stories)) {
        test(name, async () => {
          const { container, unmount } = render(<Story />)
          // Let effects, portals and data-URL images settle before auditing.
          await act(async () => {
            await new Promise((resolve) => setTimeout(resolve, 0))
          })
          const host = container.querySelector('airlock-root')
          expect(host?.shadowRoot?.querySelector('.al-root')?.childElementCount).toBeGreaterThan(0)
          // The story's own subtree, shadow root included, as Storybook's a11y panel audits its
          // root element; page-level rules (document title, <html lang>) are the page's business.
          const results = await axe.run(container, {
            rules: RULES_HAPPY_DOM_CANNOT_EVALUATE,
            resultTypes: ['violations'],
          })
          expect(results.violations.map(describeViolation)).toEqual([])
          unmount()
        })
      }
    })
  }
}
