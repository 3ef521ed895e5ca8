import { cookieToInitialState } from '@airlock/core'
import type { Metadata } from 'next'
import { headers } from 'next/headers'
import type { ReactNode } from 'react'
import { readConfig } from '../config'
import { Providers } from './Providers'
import './globals.css'

export const metadata: Metadata = {
  title: 'Airlock on Next.js',
  description: 'A server-rendered dapp: the connected account is in the first HTML.',
}

/**
 * Server component: reads the visitor's connection cookie (address, network, connector id) and
 * hands it to the client providers, so the server renders the connected account and the browser's
 * first render is the same HTML.
 */
export default async function RootLayout({ children }: { children: ReactNode }) {
  const initialState = cookieToInitialState((await headers()).get('cookie'))
  return (
    <html lang="en">
      <body>
        <Providers config={readConfig()} initialState={initialState}>
          {children}
        </Providers>
      </body>
    </html>
  )
}
