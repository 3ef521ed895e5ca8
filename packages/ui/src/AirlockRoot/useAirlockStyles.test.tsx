import { render } from '@testing-library/react'
import { expect, test } from 'vitest'
import { renderInRoot } from '../test/renderInRoot'
import { useAirlockStyles } from './useAirlockStyles'

function Screen({ css }: { css: string }) {
  useAirlockStyles(css)
  return <p className="screen">screen</p>
}

function sheetsWith(target: ShadowRoot | Document, text: string): CSSStyleSheet[] {
  return target.adoptedStyleSheets.filter((sheet) =>
    [...sheet.cssRules].some((rule) => rule.cssText.includes(text)),
  )
}

test('a screen adopts its sheet into the root once, however often it renders', () => {
  const css = '.screen { margin-block: 7px; }'
  const { shadow, inside } = renderInRoot(
    <>
      <Screen css={css} />
      <Screen css={css} />
    </>,
  )
  expect(inside.getAllByText('screen')).toHaveLength(2)
  expect(sheetsWith(shadow, '.screen')).toHaveLength(1)
  expect(sheetsWith(document, '.screen')).toHaveLength(0)
})

test('outside a root nothing reaches the page', () => {
  render(<Screen css=".outside { color: red; }" />)
  expect(sheetsWith(document, '.outside')).toHaveLength(0)
})
