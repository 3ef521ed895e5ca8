import { expect, test } from './fixtures'
import { expectMirroredModal, switchLanguage } from './showcase'

// The showcase under `vite dev` (React StrictMode mounts every component twice): the language
// switch mirrors the modal in Hebrew and Arabic, the theme switch reaches the modal.

for (const viewport of [undefined, { width: 390, height: 844 }]) {
  const label = viewport ? ' (390x844)' : ''
  test(`dev server (StrictMode): Hebrew and Arabic mirror the modal, dark mode reaches it${label}`, async ({
    page,
  }) => {
    if (viewport) await page.setViewportSize(viewport)
    await page.goto('/')
    await switchLanguage(page, 'he')
    await expectMirroredModal(page, { tag: 'he', connect: 'חיבור ארנק', close: 'סגירה' })
    await switchLanguage(page, 'ar')
    await expectMirroredModal(page, { tag: 'ar', connect: 'ربط المحفظة', close: 'إغلاق' })
    await page.getByRole('group', { name: 'Theme' }).getByRole('radio', { name: 'Dark' }).check()
    await page.getByRole('button', { name: 'ربط المحفظة' }).click()
    const dialog = page.getByRole('dialog', { name: 'ربط المحفظة' })
    await expect(dialog.getByRole('heading', { name: 'ربط المحفظة' })).toBeVisible()
    expect(
      await dialog.evaluate((node) => node.closest('.al-root')?.getAttribute('data-theme')),
    ).toBe('dark')
  })
}
