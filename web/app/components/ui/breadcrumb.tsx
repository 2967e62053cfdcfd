import { Link } from '~/components/ui/localized-link';

export type Crumb = { label: string; to?: string };

/**
 * The trail from the home page to the page, on a page's dark hero: each step a link but the
 * last, the current page. The pages' JSON-LD says the same trail (`breadcrumbs` in
 * lib/structured-data.ts).
 *
 *   <Breadcrumb label={t('breadcrumb.label')} items={[{ label: 'Home', to: '/' }, { label: 'Leo' }]} />
 */
export function Breadcrumb({ label, items }: { label: string; items: readonly Crumb[] }) {
  return (
    <nav aria-label={label} className="text-cream-200/80 text-sm">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {items.map((item, index) => (
          <li key={item.to ?? item.label} className="flex items-center gap-2">
            {index > 0 ? (
              <span aria-hidden="true" className="text-gold-400/70">
                /
              </span>
            ) : null}
            {item.to ? (
              <Link to={item.to} className="underline-offset-4 hover:text-gold-200 hover:underline">
                {item.label}
              </Link>
            ) : (
              <span aria-current="page" className="text-gold-200">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
