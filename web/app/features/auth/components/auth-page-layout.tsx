import { CheckIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Eyebrow } from '~/components/ui/section-heading';
import { useTranslation } from '~/lib/i18n';

/**
 * The frame of the login and register pages: on large screens a maroon panel with our
 * illustration and what an account gives you, beside the form card; on phones the form alone.
 */
export function AuthPageLayout({
  title,
  intro,
  children,
  footer,
}: {
  title: string;
  intro: string;
  children: ReactNode;
  footer: ReactNode;
}) {
  const { t } = useTranslation();
  const benefits = [
    'auth.benefits.reports',
    'auth.benefits.orders',
    'auth.benefits.secure',
  ] as const;
  return (
    <div className="relative overflow-hidden bg-gradient-to-b from-cream-100 to-cream-50 px-4 py-10 sm:px-6 md:py-16">
      <div className="mx-auto grid max-w-5xl overflow-hidden rounded-[1.5rem] bg-white shadow-card lg:grid-cols-[5fr_6fr]">
        <aside className="relative hidden flex-col justify-between overflow-hidden bg-maroon-800 p-10 text-cream-100 lg:flex">
          <div className="relative">
            <Eyebrow tone="dark">{t('auth.panel.eyebrow')}</Eyebrow>
            <p className="mt-3 font-display text-3xl text-white leading-snug">
              {t('auth.panel.title')}
            </p>
          </div>
          <img
            src="/images/auth-mandala.svg"
            alt=""
            width={560}
            height={560}
            className="mx-auto my-8 w-56 animate-[spin_120s_linear_infinite] motion-reduce:animate-none"
          />
          <ul className="relative grid gap-4">
            {benefits.map((key) => (
              <li key={key} className="flex items-start gap-3">
                <span
                  aria-hidden="true"
                  className="mt-0.5 grid size-6 shrink-0 place-items-center rounded-full bg-gold-400 text-maroon-900"
                >
                  <CheckIcon className="size-3.5" strokeWidth={3} />
                </span>
                <span className="text-cream-100 leading-snug">{t(key)}</span>
              </li>
            ))}
          </ul>
        </aside>
        <div className="px-5 py-8 sm:px-10 sm:py-12">
          <h1 className="text-3xl sm:text-4xl">{title}</h1>
          <p className="mt-2 text-ink-700">{intro}</p>
          <div className="mt-7">{children}</div>
          <div className="mt-7 border-cream-200 border-t pt-5 text-center text-ink-700">
            {footer}
          </div>
        </div>
      </div>
    </div>
  );
}
