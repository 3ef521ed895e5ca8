import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// The demo dapp. Ports are part of the contract (DESIGN.md): demo 5173 on 127.0.0.1.
export default defineConfig({
  plugins: [react()],
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 5173, strictPort: true },
  build: { target: 'es2022', sourcemap: true },
})
