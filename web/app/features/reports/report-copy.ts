import {
  reportDelivery,
  reportPricesPaise,
  sadeSatiPhaseYears,
  sadeSatiTotalYears,
} from '@app/contract/catalogue-reports';
import { formatPaise } from '@app/contract/money';
import { defaultLanguage, type Language, site } from '@app/contract/site';

import { useTranslation } from 'react-i18next';

import type { MetaDescriptor } from 'react-router';
import { i18n, isLanguage, registerNamespace } from '~/lib/i18n';

import en from '~/locales/en/reports.json';
import hi from '~/locales/hi/reports.json';

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

registerNamespace('reports', en, hi);

/** Values every report string may use, e.g. "E-mailed within {{days}} working days". */
function reportValues(language: Language) {
  return {
    days: reportDelivery.emailedWithinWorkingDays,
    pages: reportDelivery.sadeSatiMinPages,
    supportDays: reportDelivery.questionsAnsweredForDays,
    kundliDays: reportDelivery.kundliWorkingDays,
    extendedDays: reportDelivery.kundliExtendedDays,
    languages: reportDelivery.kundliLanguages,
    years: reportDelivery.kundliPredictionYears,
    totalYears: sadeSatiTotalYears,
    phaseYears: sadeSatiPhaseYears,
    kundliPrice: formatPaise(reportPricesPaise.premiumKundli, language),
    matchingPrice: formatPaise(reportPricesPaise.matchingKundli, language),
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
  const { t: translate, i18n: instance } = useTranslation([namespace, 'reports']);
  const current = instance.resolvedLanguage ?? instance.language;
  const language: Language = isLanguage(current) ? current : defaultLanguage;
  const values = reportValues(language);
  const t = (key: string, extra?: Record<string, unknown>) =>
    translate(key, { ...values, ...extra }) as string;
  const list = <T>(key: string): T =>
    translate(key, { ...values, returnObjects: true }) as unknown as T;
  return { t, list, language, values };
}

/**
 * A report page's <title>, description and Open Graph tags, in English (prerendered pages are
 * English, docs/decisions/004), from `meta.title` and `meta.description` of its namespace.
 */
export function reportMeta(namespace: ReportNamespace): MetaDescriptor[] {
  const t = i18n.getFixedT('en', namespace);
  const values = reportValues('en');
  const title = `${t('meta.title', values)} | ${site.name.en}`;
  const description = t('meta.description', values);
  return [
    { title },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:type', content: 'website' },
  ];
}

/** Shapes of copy the pages read with `list`. */
export type TitledText = { title: string; text: string };
export type FaqCopy = { question: string; answer: string };
