import { Link } from '~/components/ui/localized-link';
import { withLinks } from '~/components/ui/text-with-links';

/**
 * A sentence saying that a sign is read here as the Moon sign (rashi), its
 * `<calculator>…</calculator>` made a link to the free Moon sign calculator (issue 31): every
 * horoscope page says so, for readers who do not know their rashi.
 */
export function withMoonSignLink(text: string, calculatorPath: string) {
  return withLinks(text, {
    calculator: (words) => (
      <Link
        to={calculatorPath}
        className="font-semibold text-maroon-700 underline decoration-gold-400 decoration-2 underline-offset-2 hover:text-maroon-900"
      >
        {words}
      </Link>
    ),
  });
}
