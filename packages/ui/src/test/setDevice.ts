type Device = { prefersReducedMotion: string; prefersColorScheme: string }

/**
 * Sets happy-dom's emulated media features (what `matchMedia` and `@media` answer) for the
 * duration of `run`, then puts them back.
 */
export async function withDevice(
  settings: Partial<Device>,
  run: () => void | Promise<void>,
): Promise<void> {
  const device = (window as unknown as { happyDOM: { settings: { device: Device } } }).happyDOM
    .settings.device
  const saved = { ...device }
  Object.assign(device, settings)
  try {
    await run()
  } finally {
    Object.assign(device, saved)
  }
}
