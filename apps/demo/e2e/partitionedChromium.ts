import { CHROMIUM_LAUNCH_OPTIONS } from '@airlock/testing/playwright'
import { type Browser, chromium } from '@playwright/test'

const PARTITIONING = 'ThirdPartyStoragePartitioning'

/**
 * Chromium as visitors run it: third-party storage partitioned per top-level site. Playwright
 * turns partitioning off among its default switches (one `--disable-features=` list); this launch
 * drops that one switch and passes the same list without partitioning. The list is read from the
 * command line Playwright builds (`launchServer` once), so it follows Playwright's version.
 */
export async function launchPartitionedChromium(): Promise<Browser> {
  const probe = await chromium.launchServer({ ...CHROMIUM_LAUNCH_OPTIONS, headless: true })
  const spawned = probe.process().spawnargs
  await probe.close()
  const disabled = spawned.find((arg) => arg.startsWith('--disable-features='))
  if (!disabled?.includes(PARTITIONING))
    return chromium.launch({ ...CHROMIUM_LAUNCH_OPTIONS, headless: true })
  const kept = disabled
    .slice('--disable-features='.length)
    .split(',')
    .filter((feature) => feature !== PARTITIONING)
  return chromium.launch({
    ...CHROMIUM_LAUNCH_OPTIONS,
    headless: true,
    ignoreDefaultArgs: [disabled],
    args: [...CHROMIUM_LAUNCH_OPTIONS.args, `--disable-features=${kept.join(',')}`],
  })
}
