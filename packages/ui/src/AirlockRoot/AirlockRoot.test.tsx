import { render } from '@testing-library/react'
import { StrictMode } from 'react'
import { describe, expect, test } from 'vitest'
import { renderInRoot } from '../test/renderInRoot'
import { AirlockRoot } from './AirlockRoot'

describe('AirlockRoot', () => {
  test('renders its children inside an open shadow root, not in the light DOM', () => {
    const { container, inside } = renderInRoot(<p>inside</p>)
    expect(inside.getByText('inside')).toBeTruthy()
    expect(container.querySelector('p')).toBeNull()
  })

  test('theme mode: an attribute for light and dark, none to follow the OS', () => {
    const { root, rerender } = renderInRoot(<p>x</p>, { themeMode: 'dark' })
    expect(root.getAttribute('data-theme')).toBe('dark')
    rerender(
      <AirlockRoot themeMode="light">
        <p>x</p>
      </AirlockRoot>,
    )
    expect(root.getAttribute('data-theme')).toBe('light')
    rerender(
      <AirlockRoot>
        <p>x</p>
      </AirlockRoot>,
    )
    expect(root.hasAttribute('data-theme')).toBe(false)
  })

  test('theme variables become custom properties; --w3m-* names are mapped; removed ones go', () => {
    const { root, rerender } = renderInRoot(<p>x</p>, {
      themeVariables: {
        '--al-accent': '#6c5ce7',
        '--w3m-z-index': 5000,
        '--al-font-size-master': 11,
      },
    })
    expect(root.style.getPropertyValue('--al-accent')).toBe('#6c5ce7')
    expect(root.style.getPropertyValue('--al-z-index')).toBe('5000')
    expect(root.style.getPropertyValue('--al-font-size-master')).toBe('11px')
    expect(getComputedStyle(root).getPropertyValue('--al-accent').trim()).toBe('#6c5ce7')
    rerender(
      <AirlockRoot themeVariables={{ '--al-qr-color': 'navy' }}>
        <p>x</p>
      </AirlockRoot>,
    )
    expect(root.style.getPropertyValue('--al-accent')).toBe('')
    expect(root.style.getPropertyValue('--al-qr-color')).toBe('navy')
  })

  test('dir and lang reach the root element', () => {
    const { root } = renderInRoot(<p>x</p>, { dir: 'rtl', lang: 'ar' })
    expect(root.getAttribute('dir')).toBe('rtl')
    expect(root.getAttribute('lang')).toBe('ar')
  })

  test('with a container the host is appended there and removed on unmount', () => {
    const { unmount } = renderInRoot(<p>x</p>, { container: document.body })
    const hosts = () => document.body.querySelectorAll(':scope > airlock-root')
    expect(hosts()).toHaveLength(1)
    unmount()
    expect(hosts()).toHaveLength(0)
  })

  test('survives StrictMode double mounting with one root element', () => {
    const { container } = render(
      <StrictMode>
        <AirlockRoot>
          <p>strict</p>
        </AirlockRoot>
      </StrictMode>,
    )
    const shadow = container.querySelector('airlock-root')?.shadowRoot
    expect(shadow?.querySelectorAll('.al-root')).toHaveLength(1)
    expect(shadow?.textContent).toBe('strict')
  })

  test('styles are adopted as constructable sheets, never as <style> elements', () => {
    const { shadow } = renderInRoot(<p>x</p>)
    expect(shadow.adoptedStyleSheets.length).toBeGreaterThan(0)
    expect(shadow.querySelectorAll('style')).toHaveLength(0)
    expect(document.querySelectorAll('style')).toHaveLength(0)
    expect(document.adoptedStyleSheets).toHaveLength(0)
  })
})
