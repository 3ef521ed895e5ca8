import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { LegalCheckbox } from './LegalCheckbox'

function Legal({
  initial = false,
  rtl = false,
  long = false,
}: {
  initial?: boolean
  rtl?: boolean
  long?: boolean
}) {
  const [checked, setChecked] = useState(initial)
  return (
    <div className="al-story-column">
      <LegalCheckbox checked={checked} onCheckedChange={setChecked}>
        {long ? (
          <>
            I have read and agree to the <a href="#terms">Terms of Service</a>, the{' '}
            <a href="#privacy">Privacy Policy</a> and the{' '}
            <a href="#wallet">Embedded Wallet Terms</a>, including how my email address is used to
            recover my wallet, that keys are kept by the secure site and never by this app, and that
            transactions I sign cannot be reversed by anyone.
          </>
        ) : rtl ? (
          <>
            أوافق على <a href="#terms">شروط الخدمة</a> و<a href="#privacy">سياسة الخصوصية</a>
          </>
        ) : (
          <>
            I agree to the <a href="#terms">Terms of Service</a> and our{' '}
            <a href="#privacy">Privacy Policy</a>
          </>
        )}
      </LegalCheckbox>
    </div>
  )
}

const meta: Meta<typeof LegalCheckbox> = { title: 'Inputs/LegalCheckbox', component: LegalCheckbox }
export default meta

type Story = StoryObj<typeof LegalCheckbox>

export const Unchecked: Story = { render: () => <Legal /> }
export const Checked: Story = { render: () => <Legal initial /> }
export const RightToLeft: Story = { parameters: { dir: 'rtl' }, render: () => <Legal rtl /> }
export const LongText: Story = { render: () => <Legal long /> }
/** Unchecked in the dark theme, whatever the toolbar says. */
export const Dark: Story = { ...Unchecked, parameters: { ...Unchecked.parameters, theme: 'dark' } }
