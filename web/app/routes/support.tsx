import type { Language } from '@app/contract/site';
import { ContactForm } from '~/features/contact/components/contact-form';
import { SupportPage } from '~/features/content/components/support-page';
import { fixedT, registerNamespace } from '~/lib/i18n';
import { pageLanguage } from '~/lib/language';
import { type PageLocation, pageMeta } from '~/lib/page-meta';
import { faqPage } from '~/lib/structured-data';

registerNamespace('content-support');

/**
 * The title and description; the page's four topics (orders, delivery, consultations, returns)
 * as questions and answers, in the words the page shows.
 */
export function meta(page: PageLocation) {
  const language = pageLanguage(page.location.pathname);
  return pageMeta(page, 'meta', 'content-support', {
    structuredData: [faqPage(supportTopics(language))],
  });
}

function supportTopics(language: Language) {
  const t = fixedT(language, 'content-support');
  const list = (key: string) =>
    Object.values(t(key as never, { returnObjects: true }) as Record<string, unknown>);
  const lines = (...parts: string[]) => parts.join(' ');
  return [
    {
      question: t('orders.title'),
      answer: lines(
        t('orders.text'),
        ...(list('orders.statuses') as { name: string; text: string }[]).map(
          (status) => `${status.name}: ${status.text}`,
        ),
      ),
    },
    {
      question: t('delivery.title'),
      answer: lines(
        t('delivery.intro'),
        ...(list('delivery.rows') as { name: string; time: string }[]).map(
          (row) => `${row.name}: ${row.time}.`,
        ),
        t('delivery.kundliNote'),
        t('delivery.questions'),
        t('delivery.notReceived'),
      ),
    },
    {
      question: t('consultation.title'),
      answer: lines(...(list('consultation.items') as string[])),
    },
    {
      question: t('returns.title'),
      answer: lines(t('returns.intro'), ...(list('returns.steps') as string[])),
    },
  ];
}

/** Support: help for customers and the support request form. */
export default function SupportRoute() {
  return <SupportPage ContactForm={ContactForm} />;
}
