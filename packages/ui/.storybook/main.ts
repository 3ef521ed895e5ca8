import type { StorybookConfig } from '@storybook/react-vite'

// Static build runs in CI (the package's `test` script). No internet here: telemetry off, and the
// docgen pass is skipped (it is the slowest part of a build and the stories document themselves).
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../src/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: false },
}

export default config
