import type { NextConfig } from 'next'

const nextConfig: NextConfig = {
  reactStrictMode: true,
  // Self-contained: no image optimiser, no fonts from the network, no header advertising the server.
  images: { unoptimized: true },
  poweredByHeader: false,
}

export default nextConfig
