import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite'
import { Button } from '../Button/Button'
import { ModalShell } from '../ModalShell/ModalShell'
import { TokenListItem } from '../TokenListItem/TokenListItem'
import { logo } from '../test/images'
import { WalletListItem } from '../WalletListItem/WalletListItem'
import { AirlockRoot, type AirlockRootProps } from './AirlockRoot'

// A small screen made of the kit, inside an AirlockRoot of its own with the story's theme
// variables, so each story shows what one variable changes. The toolbar's theme still applies.
function Screen(props: Pick<AirlockRootProps, 'themeVariables' | 'themeMode'>) {
  return (
    <AirlockRoot {...props}>
      <ModalShell open embedded title="Connect Wallet" onClose={() => {}}>
        <div className="al-story-column">
          <WalletListItem
            name="MetaMask"
            imageSrc={logo('#f6851b', 'M')}
            tags={[{ label: 'INSTALLED', tone: 'success' }]}
            onSelect={() => {}}
          />
          <TokenListItem
            name="Ether"
            symbol="ETH"
            quantity="1.2345"
            value="$4,012.41"
            locale="en-US"
          />
          <div className="al-story-row">
            <Button>Connect</Button>
            <Button variant="secondary">Cancel</Button>
            <Button variant="link">What is a wallet?</Button>
          </div>
        </div>
      </ModalShell>
    </AirlockRoot>
  )
}

type ScreenProps = Pick<AirlockRootProps, 'themeVariables'>

const meta: Meta<ScreenProps> = {
  title: 'Theming/AirlockRoot',
  render: (args, context: StoryContext<ScreenProps>) => {
    const theme = (context.parameters.theme ?? context.globals.theme) as string | undefined
    return (
      <Screen
        themeVariables={args.themeVariables}
        themeMode={theme === 'light' || theme === 'dark' ? theme : undefined}
      />
    )
  },
}
export default meta

type Story = StoryObj<ScreenProps>

/** The default theme (switch light, dark or the OS in the toolbar). */
export const Default: Story = {}
export const Dark: Story = { parameters: { theme: 'dark' } }
/** `--al-accent`: primary buttons, links, focus ring, selected states. */
export const Accent: Story = {
  args: { themeVariables: { '--al-accent': '#8a2be2', '--al-accent-text': '#ffffff' } },
}
/** `--al-color-mix` at `--al-color-mix-strength` percent, mixed into every surface. */
export const ColorMix: Story = {
  args: { themeVariables: { '--al-color-mix': '#3451d1', '--al-color-mix-strength': 8 } },
}
/**
 * The same colour at a stronger mix: about the most a light theme takes before muted text and
 * tags fall under 4.5:1 contrast (the Chromium check audits this story).
 */
export const ColorMixStrong: Story = {
  args: { themeVariables: { '--al-color-mix': '#3451d1', '--al-color-mix-strength': 12 } },
}
/** `--al-font-family`: all text. */
export const FontFamily: Story = {
  args: { themeVariables: { '--al-font-family': 'Georgia, "Times New Roman", serif' } },
}
/** `--al-font-size-master`: the unit of every text size (default 10px). */
export const FontSizeMaster: Story = { args: { themeVariables: { '--al-font-size-master': 12 } } }
/** `--al-border-radius-master`: the unit of every radius (default 4px); 0 gives square corners. */
export const BorderRadiusMaster: Story = {
  args: { themeVariables: { '--al-border-radius-master': 0 } },
}
export const BorderRadiusMasterRound: Story = {
  args: { themeVariables: { '--al-border-radius-master': 6 } },
}
/** The names of the system Airlock replaces are accepted (`--w3m-*`). */
export const AllTogether: Story = {
  args: {
    themeVariables: {
      '--w3m-accent': '#c2185b',
      '--w3m-color-mix': '#1e3a8a',
      '--w3m-color-mix-strength': 6,
      '--w3m-font-family': 'Georgia, serif',
      '--w3m-font-size-master': 11,
      '--w3m-border-radius-master': 2,
    },
  },
}
