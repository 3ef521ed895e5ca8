import { gzipSync } from 'node:zlib'
import { expect, test } from './fixtures'

type Loaded = { name: string; gzip: number }

test('the modal opens on Connect with no code to fetch; other views and the features load later', async ({
  page,
}, testInfo) => {
  const loaded: Loaded[] = []
  const pending: Promise<void>[] = []
  page.on('response', (response) => {
    const { pathname } = new URL(response.url())
    if (!pathname.endsWith('.js')) return
    // The name counts at once; the size when the body arrives. A body still on its way when the
    // test ends (a view preloaded after the dialog's first frames) is not an error of the page.
    const entry: Loaded = { name: pathname.split('/').pop() ?? pathname, gzip: 0 }
    loaded.push(entry)
    pending.push(
      response.body().then(
        (body) => {
          entry.gzip = gzipSync(body).length
        },
        () => undefined,
      ),
    )
  })
  await page.goto('/')
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  await Promise.all(pending)
  const beforeButton = [...loaded]
  const chunk = (name: string) => name.split('-')[0]
  // The views past Connect are chunks of their own, not in the page's first load.
  for (const view of ['Account', 'ConnectingExternal', 'AllWallets', 'Networks'])
    expect(beforeButton.map(({ name }) => chunk(name))).not.toContain(view)

  // The modal and its Connect view came with the page: the list shows although no script can
  // arrive from here until it is up.
  // A request still held when the route is removed goes on without it (the analytics sender,
  // loaded at the click's intent, is one): the late continue then has nothing left to do.
  await page.route('**/*.js', (route) =>
    setTimeout(() => route.continue().catch(() => undefined), 2000),
  )
  const opening = Date.now()
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
  await expect(
    dialog.getByRole('list', { name: 'Wallets' }).getByRole('listitem').first(),
  ).toBeVisible()
  expect(Date.now() - opening).toBeLessThan(2000)
  await page.unroute('**/*.js')
  // Once open, the modal preloads the views it leads to.
  await expect.poll(() => loaded.map(({ name }) => chunk(name))).toContain('ConnectingExternal')
  await Promise.all(pending)
  const onOpen = loaded.slice(beforeButton.length)
  // Feature code (send, swaps, on-ramp, ...) waits until its feature is used.
  for (const feature of ['send', 'receive', 'swaps', 'onramp', 'history'])
    expect(loaded.some(({ name }) => name.startsWith(`${feature}-`))).toBe(false)
  // The email and social sections are part of Connect once enabled (the demo enables them), so
  // their chunks come with the open modal, never before the button; the frame's code
  // (`@airlock/wallet-frame`) waits until the visitor uses them.
  for (const feature of ['email', 'socials'])
    expect(beforeButton.some(({ name }) => name.startsWith(`${feature}-`))).toBe(false)
  await expect(page.locator('#w3m-iframe')).toHaveCount(0)

  const total = (list: Loaded[]) => list.reduce((sum, { gzip }) => sum + gzip, 0)
  await testInfo.attach('js-sizes.json', {
    contentType: 'application/json',
    body: JSON.stringify({ beforeButton, onOpen, totals: [total(beforeButton), total(onOpen)] }),
  })
})
