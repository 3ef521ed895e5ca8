import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { cspPreviewPlugin } from './server/cspPlugin'
import { siwxServerPlugin } from './server/siwxPlugin'

// The demo dapp. Ports are part of the contract (DESIGN.md): demo 5173 on 127.0.0.1. The plugins
// serve the build under a strict Content-Security-Policy (preview only) and the demo's server
// route (sign-in check) from dev and preview alike.
export default defineConfig({
  plugins: [react(), cspPreviewPlugin(), siwxServerPlugin()],
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 5173, strictPort: true },
  build: { target: 'es2022', sourcemap: true },
})
