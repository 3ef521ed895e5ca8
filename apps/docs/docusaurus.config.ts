import { readFileSync } from 'node:fs'
import type * as Preset from '@docusaurus/preset-classic'
import type { Config } from '@docusaurus/types'
import { themes } from 'prism-react-renderer'

// The API reference: one TypeDoc run over the public entry points of every published package,
// written as Markdown into docs/api (generated on each build, git-ignored).
const apiPackages = [
  'core',
  'scaffold-react',
  'ui',
  'adapter-evm',
  'adapter-solana',
  'siwx',
  'wallet-frame',
  'testing',
]

// The site's icon: Lucide's lock-keyhole (lucide-static, ISC), drawn in the site's primary colour,
// inlined so the browser asks the server for no /favicon.ico.
const favicon = `data:image/svg+xml,${encodeURIComponent(
  readFileSync(require.resolve('lucide-static/icons/lock-keyhole.svg'), 'utf8')
    .replace(/<!--[\s\S]*?-->\s*/, '')
    .replace('currentColor', '#3b5bdb'),
)}`

const config: Config = {
  title: 'Airlock',
  tagline: 'An open, self-hostable wallet-connection kit for React apps',
  // The address the site is served from; set AIRLOCK_DOCS_URL when it is published elsewhere.
  url: process.env.AIRLOCK_DOCS_URL ?? 'http://127.0.0.1:3000',
  baseUrl: '/',
  headTags: [{ tagName: 'link', attributes: { rel: 'icon', href: favicon } }],
  trailingSlash: false,
  // A link or an anchor that leads nowhere fails the build.
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  markdown: {
    // .md pages (the generated API reference among them) are CommonMark, so a `<` or `{` in a TSDoc
    // comment is text; .mdx pages (the live examples) are MDX.
    format: 'detect',
    hooks: {
      onBrokenMarkdownLinks: 'throw',
      onBrokenMarkdownImages: 'throw',
    },
  },
  i18n: { defaultLocale: 'en', locales: ['en'] },
  presets: [
    [
      'classic',
      {
        docs: {
          routeBasePath: 'docs',
          sidebarPath: './sidebars.ts',
        },
        blog: false,
        theme: { customCss: './src/css/custom.css' },
      } satisfies Preset.Options,
    ],
  ],
  plugins: [
    [
      'docusaurus-plugin-typedoc',
      {
        id: 'api',
        entryPointStrategy: 'packages',
        entryPoints: apiPackages.map((name) => `../../packages/${name}`),
        packageOptions: {
          entryPoints: ['src/exports/*.ts'],
          exclude: ['**/*.test.ts'],
          excludePrivate: true,
          excludeInternal: true,
        },
        out: 'docs/api',
        plugin: ['./scripts/typedocLinks.mjs'],
        // Each member's heading carries TypeDoc's own anchor as its id (`### anvil() {#anvil}`), so
        // links land on the member; scripts/typedocLinks.mjs checks every link against them.
        useCustomAnchors: true,
        // One page per package entry point (not one per symbol): a few dozen pages build in a
        // fraction of the time of a thousand.
        outputFileStrategy: 'modules',
        pageTitleTemplates: { index: 'API reference' },
        readme: 'none',
        disableSources: true,
        hidePageHeader: true,
        hideBreadcrumbs: true,
        sidebar: { autoConfiguration: true, pretty: true },
        skipErrorChecking: true,
        validation: { notExported: false, invalidLink: false, rewrittenLink: false },
        logLevel: 'Error',
      },
    ],
  ],
  themeConfig: {
    navbar: {
      title: 'Airlock',
      items: [
        { type: 'docSidebar', sidebarId: 'docs', position: 'left', label: 'Docs' },
        { to: '/docs/api', position: 'left', label: 'API reference' },
      ],
    },
    footer: {
      style: 'dark',
      copyright: 'Airlock, MIT licence.',
    },
    prism: {
      theme: themes.github,
      darkTheme: themes.dracula,
      additionalLanguages: ['bash', 'json', 'diff'],
    },
  } satisfies Preset.ThemeConfig,
}

export default config
