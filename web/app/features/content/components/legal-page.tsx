import { reportDelivery } from '@app/contract/catalogue-reports';
import { site } from '@app/contract/site';
import {
  ArrowRightIcon,
  CalendarCheckIcon,
  FileTextIcon,
  ReceiptIcon,
  ShieldIcon,
} from 'lucide-react';
import type { ComponentType, ReactNode, SVGProps } from 'react';
import {
  type LegalPage as LegalPageName,
  legalPages,
  legalPaths,
} from '~/components/legal/legal-paths';
import { Link } from '~/components/ui/localized-link';
import { Eyebrow } from '~/components/ui/section-heading';
import { withLinks } from '~/components/ui/text-with-links';
import { useTranslation } from '~/lib/i18n';
import { useLanguage } from '~/lib/language';
import { legalFigures, legalLastUpdated, legalSections } from '../content-data';
import { ContentHeroBand } from './content-hero';

const ns = 'content-legal';

/** A section's body in the locale file: paragraphs, bullet lists and tables, in order. */
type Block = string | { list: string[] } | { table: { head: string[]; rows: string[][] } };
type SectionCopy = { title: string; body: Block[] };

const pageIcons: Record<LegalPageName, ComponentType<SVGProps<SVGSVGElement>>> = {
  privacy: ShieldIcon,
  terms: FileTextIcon,
  refunds: ReceiptIcon,
};

const linkClass =
  'font-semibold text-maroon-700 underline underline-offset-2 hover:text-maroon-800';

/**
 * A legal page (issue 33): /privacy, /terms or /refund-policy and their Hindi twins. The content
 * hero with the date of the last change, the page's contents (a list on phones, a sticky column
 * beside the text from lg up), the sections as one readable column, and links to the other two.
 * The words are in content-legal.json, each page's sections in content-legal-<page>.json (loaded
 * with that page only); the figures they state come from the contract.
 */
export function LegalPage({ page }: { page: LegalPageName }) {
  const { t } = useTranslation(ns);
  const values = useLegalValues();
  const sections = legalSections[page].map((id) => ({
    id,
    copy: t(`${page}.sections.${id}` as never, { returnObjects: true, ...values }) as SectionCopy,
  }));
  return (
    <>
      <ContentHeroBand
        words={{
          breadcrumbLabel: t('page.breadcrumbLabel'),
          home: t('page.home'),
          current: t(`${page}.name`),
          eyebrow: t('page.eyebrow'),
          title: t(`${page}.name`),
          intro: t(`${page}.intro`),
        }}
      >
        <p className="mt-6 inline-flex items-center gap-2 rounded-full border border-gold-400/40 bg-maroon-900/70 px-4 py-1.5 text-cream-100 text-sm">
          <CalendarCheckIcon aria-hidden="true" className="size-4 text-gold-300" />
          {t('page.updated')}:{' '}
          <time dateTime={legalLastUpdated} className="font-semibold">
            {t('page.updatedDate')}
          </time>
        </p>
      </ContentHeroBand>
      <div className="bg-cream-50 px-4 py-10 sm:px-6 md:py-14">
        <div className="mx-auto grid max-w-6xl gap-8 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-12">
          <Contents sections={sections.map(({ id, copy }) => ({ id, title: copy.title }))} />
          <article
            aria-labelledby="page-title"
            className="min-w-0 rounded-card border border-gold-200 bg-white px-5 py-7 shadow-card sm:px-8 md:px-10 md:py-9"
          >
            {sections.map(({ id, copy }) => (
              <LegalSection key={id} id={id} copy={copy} />
            ))}
          </article>
        </div>
      </div>
      <OtherPolicies page={page} />
    </>
  );
}

/** The placeholders of the pages' words: the brand, the e-mail and the contract's figures. */
function useLegalValues() {
  const { language } = useLanguage();
  return {
    ...legalFigures,
    brand: site.name[language],
    email: site.email,
    reportMinutes: reportDelivery.emailedWithinMinutes,
    questionsDays: reportDelivery.questionsAnsweredForDays,
  };
}

/** "On this page": the sections' anchors; above the text on phones, beside it from lg up. */
function Contents({ sections }: { sections: { id: string; title: string }[] }) {
  const { t } = useTranslation(ns);
  return (
    <nav
      aria-labelledby="legal-contents-title"
      className="rounded-card border border-gold-200 bg-white p-5 shadow-card lg:sticky lg:top-36 lg:self-start lg:border-transparent lg:bg-transparent lg:p-0 lg:shadow-none"
    >
      <Eyebrow as="h2" id="legal-contents-title" className="font-sans">
        {t('page.contents')}
      </Eyebrow>
      <ol className="mt-3 grid gap-0.5 sm:grid-cols-2 lg:grid-cols-1">
        {sections.map(({ id, title }, index) => (
          <li key={id}>
            <a
              href={`#${id}`}
              className="flex min-h-8 items-baseline gap-2.5 rounded-lg px-2 py-1.5 text-maroon-800 text-sm leading-snug hover:bg-maroon-50 hover:underline"
            >
              <span
                aria-hidden="true"
                className="w-5 shrink-0 text-right text-ink-500 tabular-nums"
              >
                {index + 1}.
              </span>
              <span className="font-semibold">{title}</span>
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

function LegalSection({ id, copy }: { id: string; copy: SectionCopy }) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="mt-8 border-gold-200 border-t pt-7 first:mt-0 first:border-t-0 first:pt-0"
    >
      <h2 id={`${id}-title`} className="text-balance text-2xl text-maroon-800 sm:text-[1.75rem]">
        {copy.title}
      </h2>
      <div className="mt-4 grid max-w-3xl gap-4 text-ink-700 leading-relaxed">
        {copy.body.map((block, index) => (
          // The blocks are the locale file's, fixed for the page: their place is their key.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <BodyBlock key={index} block={block} />
        ))}
      </div>
    </section>
  );
}

function BodyBlock({ block }: { block: Block }) {
  const links = useTextLinks();
  if (typeof block === 'string') return <p>{withLinks(block, links)}</p>;
  if ('list' in block) {
    return (
      <ul className="grid gap-2.5">
        {block.list.map((item) => (
          <li key={item} className="flex gap-3">
            <span
              aria-hidden="true"
              className="mt-2.5 size-1.5 shrink-0 rounded-full bg-gold-500"
            />
            <span>{withLinks(item, links)}</span>
          </li>
        ))}
      </ul>
    );
  }
  const { head, rows } = block.table;
  return (
    <table className="w-full border-collapse text-left text-[0.95rem]">
      <thead className="max-sm:sr-only">
        <tr className="border-gold-300 border-b-2 text-maroon-800 text-sm">
          {head.map((name) => (
            <th key={name} scope="col" className="py-2 pr-4 font-semibold last:pr-0">
              {name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(([name = '', ...cells]) => (
          <tr
            key={name}
            className="border-gold-200 border-b align-top last:border-b-0 max-sm:block max-sm:py-3"
          >
            <th
              scope="row"
              className="py-3 pr-4 font-semibold text-ink-900 max-sm:block max-sm:py-0 sm:w-[32%]"
            >
              {name}
            </th>
            {cells.map((cell, index) => (
              <td key={head[index + 1]} className="py-3 pr-4 last:pr-0 max-sm:block max-sm:py-0.5">
                {/* On phones the row stacks: each cell then says which column it is. */}
                <span className="font-semibold text-ink-500 sm:hidden">{head[index + 1]}: </span>
                {withLinks(cell, links)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** What the tags in the pages' words become: bold words, the e-mail, and links to pages. */
function useTextLinks(): Record<string, (text: string) => ReactNode> {
  const page = (to: string) => (text: string) => (
    <Link to={to} className={linkClass}>
      {text}
    </Link>
  );
  const anchor = (id: string) => (text: string) => (
    <a href={`#${id}`} className={linkClass}>
      {text}
    </a>
  );
  return {
    b: (text) => <strong className="font-semibold text-ink-900">{text}</strong>,
    mail: (text) => (
      <a href={`mailto:${site.email}`} className={linkClass}>
        {text}
      </a>
    ),
    account: page('/account'),
    myOrders: page('/my-orders'),
    contact: page('/contact'),
    support: page('/support'),
    about: page('/about'),
    privacy: page(legalPaths.privacy),
    terms: page(legalPaths.terms),
    refunds: page(legalPaths.refunds),
    storage: anchor('storage'),
    retention: anchor('retention'),
  };
}

/** The other two legal pages, and where to write with a question. */
function OtherPolicies({ page }: { page: LegalPageName }) {
  const { t } = useTranslation(ns);
  const values = useLegalValues();
  const links = useTextLinks();
  return (
    <section
      aria-labelledby="legal-others-title"
      className="border-gold-200 border-t bg-white px-4 py-10 sm:px-6 md:py-14"
    >
      <div className="mx-auto max-w-6xl">
        <h2 id="legal-others-title" className="text-2xl text-maroon-800">
          {t('page.others')}
        </h2>
        <ul className="mt-5 grid gap-4 sm:grid-cols-2">
          {legalPages
            .filter((other) => other !== page)
            .map((other) => {
              const OtherIcon = pageIcons[other];
              return (
                <li key={other}>
                  <Link
                    to={legalPaths[other]}
                    className="group flex h-full items-center gap-4 rounded-card border border-gold-200 bg-cream-50 p-5 transition-shadow hover:shadow-card"
                  >
                    <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-linear-to-br from-maroon-700 to-maroon-900 text-gold-300">
                      <OtherIcon aria-hidden="true" className="size-5" />
                    </span>
                    <span className="flex-1 font-semibold text-lg text-maroon-800 group-hover:underline">
                      {t(`${other}.name`)}
                    </span>
                    <ArrowRightIcon aria-hidden="true" className="size-5 text-maroon-700" />
                  </Link>
                </li>
              );
            })}
        </ul>
        <p className="mt-6 text-ink-700 leading-relaxed">
          {withLinks(t('page.questions', values), links)}
        </p>
      </div>
    </section>
  );
}
