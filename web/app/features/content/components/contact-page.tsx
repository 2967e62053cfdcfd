import { site } from '@app/contract/site';
import { ArrowRightIcon, ClockIcon, MailIcon, PhoneIcon } from 'lucide-react';
import type { ContactFormComponent } from '~/components/forms/contact-form-props';
import { Link } from '~/components/ui/localized-link';
import { SectionHeading } from '~/components/ui/section-heading';
import { TitledCard } from '~/components/ui/titled-card';
import { formatClockTime, telHref } from '~/lib/format';
import { useTranslation } from '~/lib/i18n';
import { useLanguage } from '~/lib/language';
import { contactFormId } from '../content-data';
import { ContentHero } from './content-hero';

const ns = 'content-contact';

/**
 * The contact page (specification "Contact page"): business hours, the three phone numbers,
 * the e-mail address and the message form (source `contact-page`: name, e-mail and message
 * required, phone optional). All details come from contract/src/site.ts.
 */
/** `ContactForm`: the site's contact form, handed over by the route (features don't import each other). */
export function ContactPage({ ContactForm }: { ContactForm: ContactFormComponent }) {
  const { t } = useTranslation(ns);
  return (
    <>
      <ContentHero
        namespace={ns}
        art="contact"
        cta={{ to: `#${contactFormId}`, label: t('hero.cta') }}
        secondary={
          <a
            href={telHref(site.phones[0])}
            className="inline-flex min-h-13 items-center justify-center gap-2 rounded-full border-2 border-gold-300/70 px-7 font-semibold text-cream-50 text-lg transition-colors hover:bg-maroon-800 focus-visible:outline-2 focus-visible:outline-gold-300 focus-visible:outline-offset-2"
          >
            <PhoneIcon className="size-5" />
            {t('hero.call', { phone: site.phones[0] })}
          </a>
        }
      />
      <div className="bg-cream-50 px-4 py-12 sm:px-6 md:py-16">
        <div className="mx-auto grid max-w-6xl gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-12">
          <div className="grid content-start gap-5">
            <Hours />
            <Phones />
            <Email />
            <p className="rounded-card border border-saffron-200 bg-saffron-100/60 px-5 py-4 text-ink-700">
              {t('support.text')}{' '}
              <Link
                to="/support"
                className="inline-flex items-center gap-1 font-semibold text-maroon-700 underline underline-offset-4"
              >
                {t('support.link')}
                <ArrowRightIcon className="size-4" />
              </Link>
            </p>
          </div>
          <section
            id={contactFormId}
            aria-labelledby="contact-form-title"
            className="rounded-card border border-gold-200 bg-white p-5 shadow-card sm:p-8"
          >
            <SectionHeading
              id="contact-form-title"
              align="start"
              copy={t('form', { returnObjects: true })}
            />
            <div className="mt-6">
              <ContactForm source="contact-page" />
            </div>
          </section>
        </div>
      </div>
    </>
  );
}

/** Business hours from `site.businessHours`, day names and "Closed" from the common strings. */
function Hours() {
  const { t } = useTranslation(ns);
  const { t: common } = useTranslation();
  const { language } = useLanguage();
  return (
    <TitledCard id="hours" icon={<ClockIcon className="size-5" />} title={t('hours.title')}>
      <dl className="grid gap-1" data-testid="business-hours">
        {site.businessHours.map((slot) => (
          <div
            key={slot.days}
            className="flex flex-wrap justify-between gap-x-4 rounded-lg px-3 py-2 odd:bg-cream-100"
          >
            <dt className="font-semibold text-maroon-800">{common(`hours.${slot.days}`)}</dt>
            <dd className={slot.open ? 'text-ink-900' : 'font-semibold text-danger-600'}>
              {slot.open && slot.close
                ? common('hours.range', {
                    open: formatClockTime(slot.open, language),
                    close: formatClockTime(slot.close, language),
                  })
                : common('hours.closed')}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-ink-500 text-sm">{t('hours.note')}</p>
    </TitledCard>
  );
}

function Phones() {
  const { t } = useTranslation(ns);
  return (
    <TitledCard
      id="phones"
      icon={<PhoneIcon className="size-5" />}
      title={t('phones.title')}
      subtitle={t('phones.text')}
    >
      <ul className="grid gap-2">
        {site.phones.map((phone) => (
          <li key={phone}>
            <a
              href={telHref(phone)}
              aria-label={t('phones.callLabel', { phone })}
              className="flex min-h-11 items-center gap-3 rounded-xl border border-gold-200 px-4 font-semibold text-lg text-maroon-700 tabular-nums hover:border-maroon-700 hover:bg-maroon-50"
            >
              <PhoneIcon className="size-4 text-saffron-600" />
              {phone}
            </a>
          </li>
        ))}
      </ul>
    </TitledCard>
  );
}

function Email() {
  const { t } = useTranslation(ns);
  return (
    <TitledCard
      id="email"
      icon={<MailIcon className="size-5" />}
      title={t('email.title')}
      subtitle={t('email.text')}
    >
      <a
        href={`mailto:${site.email}`}
        aria-label={t('email.label', { email: site.email })}
        className="flex min-h-11 items-center gap-3 break-all rounded-xl border border-gold-200 px-4 font-semibold text-lg text-maroon-700 hover:border-maroon-700 hover:bg-maroon-50"
      >
        <MailIcon className="size-4 shrink-0 text-saffron-600" />
        {site.email}
      </a>
    </TitledCard>
  );
}
