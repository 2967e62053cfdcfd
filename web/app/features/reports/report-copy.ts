import {
  type ReportPage,
  reportDelivery,
  reportPricesPaise,
  sadeSatiPhaseYears,
  sadeSatiTotalYears,
} from '@app/contract/catalogue-reports';
import { formatPaise, formatRupees } from '@app/contract/money';
import { reportPriceKey } from '@app/contract/price-keys';
import { englishPathOf } from '@app/contract/web-routes';
import type { MetaDescriptor } from 'react-router';
import { fixedT, registerNamespace, useTranslation } from '~/lib/i18n';
import { pageLanguage, useLanguage } from '~/lib/language';
import { useLiveCatalogue } from '~/lib/live-catalogue';
import { type PageLocation, pageMeta } from '~/lib/page-meta';
import { breadcrumbs, faqFromCopy } from '~/lib/structured-data';

/**
 * The report pages' copy: `reports` holds what the four pages share (button words, carousel
 * labels); each page has its own namespace, registered by its route module, so a page's words
 * travel in that page's code. Numbers are never written in the copy: they come from the contract
 * through the {{placeholders}} below, in every string.
 */
export type ReportNamespace =
  | 'reports-sade-sati'
  | 'reports-love'
  | 'reports-kundli'
  | 'reports-matching';

registerNamespace('reports');

/** The report page each namespace is the copy of (its order buttons open that page's form). */
export const reportPageOf: Record<ReportNamespace, ReportPage> = {
  'reports-sade-sati': 'sadeSati',
  'reports-love': 'love',
  'reports-kundli': 'premiumKundli',
  'reports-matching': 'coupleKundli',
};

const minPages = reportDelivery.minPages;

/** Values every report string may use, e.g. "E-mailed within {{minutes}} minutes". */
const builtReportValues = {
  minutes: reportDelivery.emailedWithinMinutes,
  supportDays: reportDelivery.questionsAnsweredForDays,
  years: reportDelivery.kundliPredictionYears,
  sadeSatiBasicPages: minPages['sade-sati-basic'],
  sadeSatiPlusPages: minPages['sade-sati-plus'],
  lovePages: minPages.love,
  kundliPages: minPages['premium-kundli'],
  matchingPages: minPages['kundali-matching'],
  totalYears: sadeSatiTotalYears,
  phaseYears: sadeSatiPhaseYears,
  sadeSatiBasicPrice: formatPaise(reportPricesPaise.sadeSatiBasic),
  sadeSatiPlusPrice: formatPaise(reportPricesPaise.sadeSatiPlus),
  lovePrice: formatPaise(reportPricesPaise.love),
  kundliPrice: formatPaise(reportPricesPaise.premiumKundli),
  matchingPrice: formatPaise(reportPricesPaise.matchingKundli),
};

/** The values above with today's prices (rupees by price key) where the catalogue has them. */
function withLivePrices(prices: Readonly<Record<string, number>>): typeof builtReportValues {
  const price = (slug: string, built: string) => {
    const rupees = prices[reportPriceKey(slug)];
    return rupees === undefined ? built : formatRupees(rupees);
  };
  const built = builtReportValues;
  return {
    ...built,
    sadeSatiBasicPrice: price('sade-sati-basic', built.sadeSatiBasicPrice),
    sadeSatiPlusPrice: price('sade-sati-plus', built.sadeSatiPlusPrice),
    lovePrice: price('love', built.lovePrice),
    kundliPrice: price('premium-kundli', built.kundliPrice),
    matchingPrice: price('kundali-matching', built.matchingPrice),
  };
}

/**
 * `t` for a report page: its own namespace first, the shared `reports` one with the `reports:`
 * prefix, and the values above filled in. `list` returns an array or object of copy.
 *
 *   const { t, list } = useReportCopy('reports-love');
 *   t('hero.title'); t('reports:orderNow'); list<Faq[]>('faq.items'); values.kundliPrice;
 */
export function useReportCopy(namespace: ReportNamespace) {
  const { t: translate } = useTranslation([namespace, 'reports']);
  const { language } = useLanguage();
  // The build's prices first; today's once the live catalogue is read (decision 042).
  const catalogue = useLiveCatalogue();
  const reportValues = catalogue ? withLivePrices(catalogue.prices) : builtReportValues;
  // Report pages build keys from the ids of their cards (`inside.items.${id}.title`), which the
  // types cannot follow: these take any string, and the report tests read every key in both
  // languages.
  const t = (key: string, extra?: Record<string, unknown>) =>
    translate(key as never, { ...reportValues, ...extra }) as string;
  const list = <T>(key: string): T =>
    translate(key as never, { ...reportValues, returnObjects: true }) as unknown as T;
  return { t, list, language, values: reportValues };
}

/**
 * A report page's <title>, description and Open Graph tags, in the page's language, from
 * `meta.title` and `meta.description` of its namespace.
 */
export function reportMeta(page: PageLocation, namespace: ReportNamespace): MetaDescriptor[] {
  const language = pageLanguage(page.location.pathname);
  const t = fixedT(language, namespace) as (key: string, values: object) => string;
  return pageMeta(page, 'meta', namespace, {
    values: builtReportValues,
    structuredData: [
      breadcrumbs(
        [
          { name: fixedT(language, 'common')('seo.homeCrumb'), path: '/' },
          {
            name: t('hero.eyebrow', builtReportValues),
            path: englishPathOf(page.location.pathname),
          },
        ],
        language,
      ),
      faqFromCopy(language, namespace, builtReportValues),
    ],
  });
}

/** Shapes of copy the pages read with `list`. */
export type TitledText = { title: string; text: string };
export type FaqCopy = { question: string; answer: string };
