import { Link } from '~/components/ui/localized-link';
import { withLinks } from '~/components/ui/text-with-links';
import { useTranslation } from '~/lib/i18n';
import { type LegalPage, legalPages, legalPaths } from './legal-paths';

/**
 * The line under a form that names the pages it is sent under: the terms and the privacy policy
 * when creating an account, the refund and cancellation policy as well before paying, the privacy
 * policy under a message. The links open in a new tab, so nothing typed in the form is lost.
 *
 *   <LegalNote kind="purchase" className="text-center" />
 */
export function LegalNote({
  kind,
  className = '',
}: {
  kind: 'register' | 'purchase' | 'message';
  /** Margins and alignment. */
  className?: string;
}) {
  const { t } = useTranslation();
  const link = (page: LegalPage) => (text: string) => (
    <Link
      to={legalPaths[page]}
      target="_blank"
      rel="noopener"
      className="font-semibold text-maroon-700 underline underline-offset-2 hover:text-maroon-800"
    >
      {text}
      <span className="sr-only"> ({t('legal.newTab')})</span>
    </Link>
  );
  return (
    <p data-testid="legal-note" className={`text-ink-500 text-sm leading-relaxed ${className}`}>
      {withLinks(
        t(`legal.notes.${kind}`),
        Object.fromEntries(legalPages.map((page) => [page, link(page)])),
      )}
    </p>
  );
}
