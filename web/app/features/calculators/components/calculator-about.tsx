import { CheckList } from '~/components/ui/check-list';
import { Link } from '~/components/ui/localized-link';

/**
 * The side card of a calculator page: what the calculator tells (a checked list), then a pointer
 * to the page that goes further (a paid report, the free kundli).
 */
export function CalculatorAbout({
  id,
  title,
  items,
  next,
  className = '',
}: {
  id: string;
  title: string;
  items: readonly string[];
  next: { title: string; text: string; link: string; to: string };
  className?: string;
}) {
  return (
    <section
      aria-labelledby={id}
      className={`rounded-card border border-gold-200 bg-cream-100 p-5 sm:p-6 ${className}`}
    >
      <h2 id={id} className="text-2xl text-maroon-800">
        {title}
      </h2>
      <CheckList items={items} className="mt-4" />
      <div data-report-link="" className="mt-5 border-gold-300 border-t pt-4">
        <p className="font-semibold text-maroon-800">{next.title}</p>
        <p className="mt-1 text-ink-700 text-sm leading-relaxed">{next.text}</p>
        <Link
          to={next.to}
          className="mt-2 inline-block font-semibold text-maroon-700 text-sm underline decoration-maroon-300 underline-offset-4 hover:decoration-maroon-700"
        >
          {next.link}
        </Link>
      </div>
    </section>
  );
}
