import { describe, expect, it } from 'vitest'
import { downloadLinks } from './downloadLinks'

describe('downloadLinks', () => {
  it('lists the extension, the two app stores and the website, in that order', () => {
    expect(
      downloadLinks({
        id: 'a',
        name: 'A',
        homepage: 'https://a.example',
        play_store: 'https://play.example/a',
        app_store: 'https://apps.example/a',
        chrome_store: 'https://chrome.example/a',
      }),
    ).toEqual([
      { href: 'https://chrome.example/a', label: 'downloadChrome' },
      { href: 'https://apps.example/a', label: 'downloadIos' },
      { href: 'https://play.example/a', label: 'downloadAndroid' },
      { href: 'https://a.example', label: 'downloadWebsite' },
    ])
  })

  it('drops missing, empty, malformed and non-http links', () => {
    expect(
      downloadLinks({
        id: 'b',
        name: 'B',
        homepage: 'javascript:alert(1)',
        app_store: '',
        play_store: 'not a url',
        chrome_store: null,
      }),
    ).toEqual([])
  })
})
