import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { LegalCheckbox } from './LegalCheckbox'

function Legal({ initial = false, rtl = false }: { initial?: boolean; rtl?: boolean }) {
  const [checked, setChecked] = useState(initial)
  return (
    <div className="al-story-column">
      <LegalCheckbox checked={checked} onCheckedChange={setChecked}>
        {rtl ? (
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
