import { act } from '@testing-library/react'
import { describe, expect, test, vi } from 'vitest'
import { AirlockRoot } from '../AirlockRoot/AirlockRoot'
import { airlockRootCss } from '../AirlockRoot/AirlockRoot.styles'
import {
  HEADER_TEXT_ANIMATION_MS,
  MODAL_HEIGHT_ANIMATION_MS,
  MODAL_SHAKE_MS,
  VIEW_TRANSITION_MS,
} from '../constants/timings'
import { renderInRoot } from '../test/renderInRoot'
import { withDevice } from '../test/setDevice'
import { ModalShell, type ModalShellProps } from './ModalShell'
import { modalShellCss } from './ModalShell.styles'

// SPEC.md §2's motion, as the stylesheet declares it, and prefers-reduced-motion honoured by
// every part of it (the demo's e2e/motion.spec.ts checks the same in Chromium).

function shell(props: Partial<ModalShellProps> = {}) {
  return (
    <ModalShell open title="Connect Wallet" view="Connect" onClose={() => undefined} {...props}>
      {props.children ?? <p>Body</p>}
    </ModalShell>
  )
}

describe('modal motion', () => {
  test('the stylesheet animates with the SPEC timings: title 120 ms, height 150 ms, views 150 ms, shake 500 ms', () => {
    expect([
      HEADER_TEXT_ANIMATION_MS,
      MODAL_HEIGHT_ANIMATION_MS,
      VIEW_TRANSITION_MS,
      MODAL_SHAKE_MS,
    ]).toEqual([120, 150, 150, 500])
    expect(modalShellCss).toContain('transition: opacity 120ms ease;')
    expect(modalShellCss).toContain('transition: height 150ms ease;')
    expect(modalShellCss).toContain('animation: al-view-in 150ms ease both;')
    expect(modalShellCss).toContain('animation: al-view-out 150ms ease both;')
    expect(modalShellCss).toContain('animation: al-shake-a 500ms ease both;')
  })

  test('under prefers-reduced-motion every animation and transition of the kit is cut to 1 ms', () => {
    const reduced = airlockRootCss.slice(airlockRootCss.indexOf('(prefers-reduced-motion: reduce)'))
    expect(reduced).toContain('animation-duration: 1ms !important;')
    expect(reduced).toContain('animation-iteration-count: 1 !important;')
    expect(reduced).toContain('transition-duration: 1ms !important;')
    // The shake becomes a still red ring.
    const shake = modalShellCss.slice(modalShellCss.indexOf('(prefers-reduced-motion: reduce)'))
    expect(shake).toContain('.al-modal[data-shake] { animation: none !important;')
  })

  test('with prefers-reduced-motion the height jumps: no animated height, no resizing state', async () => {
    vi.useFakeTimers()
    const heights: Record<string, number> = { Short: 200, Tall: 320 }
    const rect = vi
      .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
      .mockImplementation(function (this: HTMLElement) {
        return DOMRect.fromRect({ width: 360, height: heights[this.textContent ?? ''] ?? 0 })
      })
    try {
      await withDevice({ prefersReducedMotion: 'reduce' }, () => {
        const { root, rerender } = renderInRoot(shell({ view: 'a', children: <p>Short</p> }))
        act(() => vi.advanceTimersToNextFrame())
        rerender(<AirlockRoot>{shell({ view: 'b', children: <p>Tall</p> })}</AirlockRoot>)
        const body = root.querySelector<HTMLElement>('.al-modal-body')
        expect(body?.style.getPropertyValue('height')).toBe('')
        expect(body?.hasAttribute('data-resizing')).toBe(false)
        expect(root.querySelector('[data-phase="exit"]')).toBeNull()
      })
    } finally {
      rect.mockRestore()
      vi.useRealTimers()
    }
  })
})
