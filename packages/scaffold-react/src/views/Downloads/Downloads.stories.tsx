import type { Meta, StoryObj } from '@storybook/react-vite'
import { viewStory } from '../../../.storybook/viewStory'

const meta: Meta = { title: 'Views/Downloads' }
export default meta

/** Where to download a wallet. */
export const Default: StoryObj = viewStory({
  view: 'Downloads',
  data: {
    wallet: {
      id: 'wallet-001',
      name: 'Wallet 001',
      image_id: 'image-001',
      rdns: 'com.example.wallet001',
      chrome_store: 'https://chromewebstore.google.com/detail/wallet-001',
      app_store: 'https://apps.apple.com/app/wallet-001',
      play_store: 'https://play.google.com/store/apps/details?id=com.example.wallet001',
      homepage: 'https://wallet-001.example',
    } as never,
  },
})
