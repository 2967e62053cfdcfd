import { site } from '@app/contract/site';
import { LinkIcon, PencilIcon, PrinterIcon } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { useToast } from '~/components/ui/toast';
import { registerNamespace, useTranslation } from '~/lib/i18n';
import { useLanguage } from '~/lib/language';

registerNamespace('calculators');

/** The buttons and links of a result's dark header: the main one (gold) and the others (outlined). */
export const resultActionClasses = {
  main: 'inline-flex min-h-11 items-center gap-2 rounded-full bg-gold-400 px-5 font-semibold text-maroon-950 hover:bg-gold-300 focus-visible:outline-2 focus-visible:outline-gold-400 focus-visible:outline-offset-2',
  other:
    'inline-flex min-h-11 items-center gap-2 rounded-full border-2 border-gold-300/70 px-5 font-semibold text-cream-50 hover:bg-cream-50/10 focus-visible:outline-2 focus-visible:outline-gold-400 focus-visible:outline-offset-2',
};

/**
 * The head of a calculator's result: eyebrow, title (an h2 that takes the focus when the result
 * appears, so screen readers hear where they are), the lines saying whose and when, and the
 * actions: print or save as PDF, copy the link that recomputes it, and back to the form (the
 * section holding the heading `formTitleId`). On paper: the site's name and address instead of
 * the buttons. A page whose result leads on elsewhere gives its own `actions` instead of print and
 * share ("Change the details" stays).
 */
export function ResultHeader({
  eyebrow,
  title,
  formTitleId,
  titleId,
  verdict,
  actions,
  children,
}: {
  eyebrow: string;
  title: string;
  formTitleId: string;
  titleId?: string;
  /** For the tests: the kind of answer the title gives (`data-verdict`). */
  verdict?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('calculators');
  const { language } = useLanguage();
  const toast = useToast();
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    // A new result (the page gives each its own key): bring it into view and announce it.
    heading.current?.focus();
  }, []);

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      toast.success(t('actions.copied'));
    } catch {
      toast.error(t('actions.copyFailed'));
    }
  };
  const editDetails = () => {
    const form = document.getElementById(formTitleId);
    form?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    form
      ?.closest('section')
      ?.querySelector<HTMLElement>('input, select')
      ?.focus({ preventScroll: true });
  };

  return (
    <header className="rounded-card bg-maroon-950 p-5 text-cream-50 shadow-card sm:p-8 print:rounded-none print:bg-transparent print:p-0 print:text-ink-900 print:shadow-none">
      <p className="hidden text-sm print:block">
        {site.name[language]} · {site.url.replace(/^https?:\/\//, '')}
      </p>
      <p className="font-semibold text-gold-300 text-sm uppercase tracking-[0.14em] print:text-saffron-700 [&:lang(hi)]:tracking-normal">
        {eyebrow}
      </p>
      <h2
        ref={heading}
        id={titleId}
        tabIndex={-1}
        data-verdict={verdict}
        className="mt-2 scroll-mt-28 text-balance text-3xl text-cream-50 outline-none sm:text-4xl print:text-3xl print:text-maroon-800"
      >
        {title}
      </h2>
      {children}
      <div className="mt-6 flex flex-wrap gap-3 print:hidden">
        {actions ?? (
          <>
            <button
              type="button"
              onClick={() => window.print()}
              className={resultActionClasses.main}
            >
              <PrinterIcon aria-hidden="true" className="size-5" />
              {t('actions.print')}
            </button>
            <button
              type="button"
              onClick={() => void copyLink()}
              aria-label={t('actions.shareLabel')}
              className={resultActionClasses.other}
            >
              <LinkIcon aria-hidden="true" className="size-5" />
              {t('actions.share')}
            </button>
          </>
        )}
        <button
          type="button"
          onClick={editDetails}
          className="inline-flex min-h-11 items-center gap-2 rounded-full px-4 font-semibold text-cream-100 underline decoration-gold-300/60 underline-offset-4 hover:text-white"
        >
          <PencilIcon aria-hidden="true" className="size-4" />
          {t('actions.edit')}
        </button>
      </div>
    </header>
  );
}
