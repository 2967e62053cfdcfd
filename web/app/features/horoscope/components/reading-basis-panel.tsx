import type { HoroscopeKind } from '@app/contract/horoscope';
import type { HoroscopeBasis } from '@app/contract/horoscope-basis';
import type { Language } from '@app/contract/site';
import type { ZodiacSign } from '@app/contract/zodiac';
import { ChevronDownIcon } from 'lucide-react';
import { Suspense, useState } from 'react';
import { useTranslation } from '~/lib/i18n';
import { lazyNamed } from '~/lib/lazy-named';

// The panel's body (its tables, words and time formatting) loads when it is first opened, or
// when the pointer or the keyboard comes to it: none of it is in the page's first load
// (docs/decisions/010).
const loadBody = () => import('./reading-basis');
const ReadingBasis = lazyNamed(loadBody, 'ReadingBasis');
const prefetch = () => void loadBody();

/**
 * "Why this reading" under a reading (issue 31): a closed disclosure in the prerendered page;
 * opened, the basis of the reading shown (`basis`; undefined while a reading loads). Its body is
 * drawn only in the browser, from the data block or the API's reply, so the page hydrates
 * exactly what was prerendered.
 */
export function ReadingBasisPanel({
  kind,
  sign,
  language,
  basis,
}: {
  kind: HoroscopeKind;
  sign: ZodiacSign;
  language: Language;
  basis: HoroscopeBasis | undefined;
}) {
  const { t } = useTranslation('horoscope');
  const [open, setOpen] = useState(false);
  const loading = (
    <p role="status" className="py-4 text-ink-500 text-sm">
      {t('why.loading')}
    </p>
  );
  return (
    <details
      className="group rounded-card border border-gold-200 bg-white shadow-card"
      onToggle={(event) => setOpen(event.currentTarget.open)}
      data-testid="reading-basis"
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the summary is the disclosure's button; pointer and focus only start loading the body */}
      <summary
        className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-card p-5 hover:bg-cream-50 sm:px-8 [&::-webkit-details-marker]:hidden"
        onPointerEnter={prefetch}
        onFocus={prefetch}
      >
        <span>
          <span className="block font-display text-maroon-800 text-xl sm:text-2xl">
            {t('why.summary')}
          </span>
          <span className="mt-0.5 block text-ink-500 text-sm">{t('why.hint')}</span>
        </span>
        <ChevronDownIcon
          aria-hidden="true"
          className="size-6 shrink-0 text-gold-600 transition-transform group-open:rotate-180"
        />
      </summary>
      {open ? (
        <div className="border-gold-100 border-t px-3 pt-5 pb-6 sm:px-8">
          {basis ? (
            <Suspense fallback={loading}>
              <ReadingBasis kind={kind} sign={sign} language={language} basis={basis} />
            </Suspense>
          ) : (
            loading
          )}
        </div>
      ) : null}
    </details>
  );
}
