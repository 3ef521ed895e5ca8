import type { StorybookConfig } from '@storybook/react-vite'

// As packages/ui's: the static build runs in CI (the package's `test` script, through
// scripts/storybook-check.mjs). No internet here: telemetry off, docgen skipped.
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../src/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: false },
}

export default config
