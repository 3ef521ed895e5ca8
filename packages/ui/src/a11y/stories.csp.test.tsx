// @vitest-environment node
import { composeStories } from '@storybook/react-vite'
import type { ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, test } from 'vitest'

// A strict Content-Security-Policy (`style-src 'self'`, no `unsafe-inline`) blocks `style="..."`
// attributes in HTML and `<style>` elements with text. React writes a `style` prop as exactly such
// an attribute on the server, so rendering every story to HTML catches any component that uses
// one. Runs without a DOM: importing and rendering the kit must not need `document` either.

type StoryModule = Parameters<typeof composeStories>[0]
const modules = import.meta.glob<StoryModule>('../**/*.stories.tsx', { eager: true })

test('there is no DOM here', () => {
  expect(typeof document).toBe('undefined')
})

for (const [path, module] of Object.entries(modules)) {
  describe(path.replace('../', ''), () => {
    // No project annotations: the components themselves, not the AirlockRoot decorator (which
    // renders only its empty host on the server).
    for (const [name, Story] of Object.entries(
      composeStories(module) as Record<string, ComponentType>,
    )) {
      test(`${name}: no inline style attribute, no <style> element`, () => {
        const html = renderToString(<Story />)
        expect(html.length).toBeGreaterThan(0)
        expect(html).not.toMatch(/\sstyle="/)
        expect(html).not.toMatch(/<style[\s>]/)
      })
    }
  })
}
