import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { siwxServerPlugin } from './server/siwxPlugin'

// The demo dapp. Ports are part of the contract (DESIGN.md): demo 5173 on 127.0.0.1. The plugin
// serves the demo's server route (sign-in check) from dev and preview alike.
export default defineConfig({
  plugins: [react(), siwxServerPlugin()],
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 5173, strictPort: true },
  build: { target: 'es2022', sourcemap: true },
})
