import { reportDelivery } from '@app/contract/catalogue-reports';
import { groupDigitsIndian } from '@app/contract/intl-formatters';
import { site } from '@app/contract/site';
import type { ReactNode } from 'react';
import { Accordion } from '~/components/ui/accordion';
import { ButtonLink } from '~/components/ui/button';
import { Link } from '~/components/ui/localized-link';
import { Section } from '~/components/ui/section';
import { SectionHeading } from '~/components/ui/section-heading';
import { withLinks } from '~/components/ui/text-with-links';
import { useTranslation } from '~/lib/i18n';

type FaqCopy = { question: string; answer: string };

/** A link inside an answer. */
function TextLink({
  to,
  href,
  external = false,
  children,
}: {
  to?: string;
  href?: string;
  external?: boolean;
  children?: ReactNode;
}) {
  if (to) {
    return (
      <Link to={to} className={linkClass}>
        {children}
      </Link>
    );
  }
  return (
    <a
      href={href}
      className={linkClass}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
    </a>
  );
}

const linkClass =
  'font-semibold text-maroon-700 underline decoration-gold-400 decoration-2 underline-offset-2 hover:text-maroon-900';

/** The values the answers' placeholders take (the page's structured data reads the same). */
export function homeFaqValues() {
  return {
    email: site.email,
    phone: site.phones[0],
    subscribers: groupDigitsIndian(site.youtubeSubscribers),
    minutes: reportDelivery.emailedWithinMinutes,
  };
}

/**
 * Eight questions on the topics of spec section 2, in the shared Accordion (one open at a time;
 * the first starts open). Answers may link with tags such as <appointment>…</appointment>; the
 * contact details come from contract/src/site.ts.
 */
export function HomeFaq() {
  const { t } = useTranslation('home');
  const items = t('faq.items', { returnObjects: true }) as FaqCopy[];
  const phone = site.phones[0];
  const values = homeFaqValues();
  const links: Record<string, (text: string) => ReactNode> = {
    appointment: (text) => <TextLink to="/appointment">{text}</TextLink>,
    consultation: (text) => <TextLink to="/call-consultation">{text}</TextLink>,
    services: (text) => <TextLink href="#services">{text}</TextLink>,
    email: (text) => <TextLink href={`mailto:${site.email}`}>{text}</TextLink>,
    phone: (text) => <TextLink href={`tel:${phone.replace(/\s+/g, '')}`}>{text}</TextLink>,
    youtube: (text) => (
      <TextLink href={site.social.youtube} external>
        {text}
      </TextLink>
    ),
  };

  return (
    // Phones: heading, questions, help card. Large screens: heading and help card on the left.
    <Section
      id="faq"
      labelledBy="faq-title"
      contentClassName="grid gap-8 lg:grid-cols-[minmax(0,21rem)_minmax(0,1fr)] lg:grid-rows-[auto_1fr] lg:gap-x-14"
    >
      <div className="lg:col-start-1 lg:row-start-1">
        <SectionHeading id="faq-title" copy={t('faq', { returnObjects: true })} align="start" />
      </div>
      <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
        <Accordion
          initialOpenIndex={0}
          items={items.map((item, i) => ({
            question: item.question,
            // Items of a list: the types know `faq.items`, not its indexes (the FAQ tests read each).
            answer: withLinks(t(`faq.items.${i}.answer` as never, values) as string, links),
          }))}
        />
      </div>
      <div className="relative overflow-hidden rounded-card bg-maroon-800 p-6 text-cream-50 shadow-card lg:col-start-1 lg:row-start-2 lg:self-start">
        <p className="font-display text-2xl text-gold-200">{t('faq.helpTitle')}</p>
        <p className="mt-2 leading-relaxed text-cream-100">{t('faq.helpText')}</p>
        <ButtonLink to="/appointment" variant="accent" className="mt-5">
          {t('faq.helpCta')}
        </ButtonLink>
        <p className="mt-4 text-sm text-cream-100">
          <a
            href={`mailto:${site.email}`}
            className="underline decoration-gold-400 underline-offset-2 hover:text-gold-200"
          >
            {t('faq.helpEmail', { email: site.email })}
          </a>
        </p>
      </div>
    </Section>
  );
}
