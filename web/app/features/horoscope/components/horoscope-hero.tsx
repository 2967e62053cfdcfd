import type { HoroscopeKind } from '@app/contract/horoscope';
import type { ReactNode } from 'react';
import { GoldLine, Section } from '~/components/ui/section';
import { StarField } from './star-field';

/**
 * The night-sky band at the top of every horoscope page: deep maroon fading to near black with
 * a soft glow, gold type, and on the weekly pages the animated star field behind it.
 */
export function HoroscopeHero({ kind, children }: { kind: HoroscopeKind; children: ReactNode }) {
  return (
    <Section
      className="bg-maroon-950 text-cream-100"
      padding=""
      contentClassName="px-4 pt-8 pb-10 sm:px-6 md:pt-12 md:pb-14"
      backdrop={
        <>
          {/* Under the star field. */}
          <div
            aria-hidden="true"
            className="-z-20 absolute inset-0 bg-[radial-gradient(ellipse_90%_70%_at_50%_0%,var(--color-maroon-800)_0%,var(--color-maroon-950)_70%),linear-gradient(to_bottom,transparent_60%,var(--color-ink-900))]"
          />
          {kind === 'yearly' ? null : <StarField />}
          <GoldLine />
        </>
      }
    >
      {children}
    </Section>
  );
}
