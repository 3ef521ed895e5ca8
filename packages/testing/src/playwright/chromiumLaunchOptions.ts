/**
 * How our tests launch Chromium: Debian's build (Playwright's browser download does not work
 * here) headless, with the flags that keep it from sandboxing, using a GPU or calling home. Pass it
 * to `chromium.launch()` or to a Playwright config's `use.launchOptions`.
 *
 * @example
 * const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS)
 */
export const CHROMIUM_LAUNCH_OPTIONS: {
  readonly executablePath: string
  readonly args: string[]
} = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
  ],
}
