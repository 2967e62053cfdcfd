import { reportDelivery } from '@app/contract/catalogue-reports';
import {
  ArrowRightIcon,
  CheckIcon,
  HeadsetIcon,
  MailIcon,
  MessageCircleIcon,
  PackageIcon,
  TruckIcon,
  Undo2Icon,
} from 'lucide-react';
import type { ComponentType, ReactNode, SVGProps } from 'react';
import type { ContactFormComponent } from '~/components/forms/contact-form-props';
import { ButtonLink } from '~/components/ui/button';
import { IconDisc } from '~/components/ui/icon-disc';
import { Link } from '~/components/ui/localized-link';
import { Eyebrow, SectionHeading } from '~/components/ui/section-heading';
import { TitledCard } from '~/components/ui/titled-card';
import { useTranslation } from '~/lib/i18n';
import {
  consultationTermKeys,
  deliveryRows,
  orderStatusKeys,
  returnStepKeys,
  supportFormId,
  supportRequestTopics,
  supportTopics,
} from '../content-data';
import { ContentHero } from './content-hero';

const ns = 'content-support';

type Icon = ComponentType<SVGProps<SVGSVGElement>>;

const topicIcons: Record<(typeof supportTopics)[number], Icon> = {
  orders: PackageIcon,
  delivery: TruckIcon,
  consultation: HeadsetIcon,
  returns: Undo2Icon,
};

/**
 * The support page: quick links (My Orders, the contact page, the form), then help on orders,
 * report delivery times, consultation terms and rudraksha returns (facts of specification
 * section 9), and the support request form (source `support`).
 */
/** `ContactForm`: the site's contact form, handed over by the route (features don't import each other). */
export function SupportPage({ ContactForm }: { ContactForm: ContactFormComponent }) {
  return (
    <>
      <ContentHero namespace={ns} art="support" />
      <QuickLinks />
      <div className="bg-cream-50 px-4 pb-14 sm:px-6 md:pb-20">
        <div className="mx-auto grid max-w-6xl gap-8 lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-12">
          <TopicNav />
          <div className="grid gap-8">
            <Orders />
            <Delivery />
            <Consultation />
            <Returns />
          </div>
        </div>
      </div>
      <SupportRequest ContactForm={ContactForm} />
    </>
  );
}

function QuickLinks() {
  const { t } = useTranslation(ns);
  const links: { id: 'orders' | 'contact' | 'request'; to: string; icon: Icon }[] = [
    { id: 'orders', to: '/my-orders', icon: PackageIcon },
    { id: 'contact', to: '/contact', icon: MailIcon },
    { id: 'request', to: `#${supportFormId}`, icon: MessageCircleIcon },
  ];
  return (
    <nav aria-label={t('quick.label')} className="bg-cream-50 px-4 sm:px-6">
      <ul className="-mt-6 relative mx-auto grid max-w-6xl gap-4 pb-12 sm:grid-cols-3 md:pb-16">
        {links.map(({ id, to, icon: LinkIcon }) => (
          <li key={id}>
            <Link
              to={to}
              className="group flex h-full items-start gap-4 rounded-card border border-gold-200 bg-white p-5 shadow-card transition-shadow hover:shadow-lg"
            >
              <IconDisc>
                <LinkIcon className="size-6" />
              </IconDisc>
              <span>
                <span className="flex items-center gap-1.5 font-semibold text-lg text-maroon-800 group-hover:underline">
                  {t(`quick.${id}.title`)}
                  <ArrowRightIcon className="size-4" />
                </span>
                <span className="mt-0.5 block text-ink-700 text-sm">{t(`quick.${id}.text`)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** "On this page": the topics' anchors, beside them on large screens. */
function TopicNav() {
  const { t } = useTranslation(ns);
  return (
    <nav aria-labelledby="topics-title" className="lg:sticky lg:top-36 lg:self-start">
      <Eyebrow as="h2" id="topics-title" className="font-sans">
        {t('topics.label')}
      </Eyebrow>
      <ul className="mt-3 flex flex-wrap gap-2 lg:flex-col lg:gap-1">
        {supportTopics.map((topic) => {
          const TopicIcon = topicIcons[topic];
          return (
            <li key={topic}>
              <a
                href={`#${topic}`}
                className="inline-flex min-h-10 items-center gap-2 rounded-full border border-gold-300 bg-white px-4 font-semibold text-maroon-700 text-sm hover:bg-maroon-50 lg:w-full lg:rounded-xl lg:border-transparent lg:bg-transparent lg:px-3"
              >
                <TopicIcon className="size-4" />
                {t(`topics.${topic}`)}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function TopicCard({
  topic,
  title,
  children,
}: {
  topic: (typeof supportTopics)[number];
  title: string;
  children: ReactNode;
}) {
  const TopicIcon = topicIcons[topic];
  return (
    <TitledCard id={topic} anchor size="lg" icon={<TopicIcon className="size-6" />} title={title}>
      {children}
    </TitledCard>
  );
}

function Orders() {
  const { t } = useTranslation(ns);
  return (
    <TopicCard topic="orders" title={t('orders.title')}>
      <p>{t('orders.text')}</p>
      <h3 className="mt-5 font-sans font-semibold text-base text-maroon-800">
        {t('orders.statusesTitle')}
      </h3>
      <dl className="mt-3 grid gap-3 sm:grid-cols-2">
        {orderStatusKeys.map((status) => (
          <div key={status} className="rounded-xl bg-cream-100 px-4 py-3">
            <dt className="font-semibold text-maroon-800">{t(`orders.statuses.${status}.name`)}</dt>
            <dd className="text-sm">{t(`orders.statuses.${status}.text`)}</dd>
          </div>
        ))}
      </dl>
      <ButtonLink to="/my-orders" variant="primary" className="mt-6">
        {t('orders.link')}
        <ArrowRightIcon className="size-4" />
      </ButtonLink>
    </TopicCard>
  );
}

/** The report delivery figures the copy names, from the one place the contract keeps them. */
const deliveryFigures = {
  minutes: reportDelivery.emailedWithinMinutes,
  years: reportDelivery.kundliPredictionYears,
};

function Delivery() {
  const { t } = useTranslation(ns);
  return (
    <TopicCard topic="delivery" title={t('delivery.title')}>
      <p>{t('delivery.intro')}</p>
      <table className="mt-5 w-full border-collapse text-left">
        <thead>
          <tr className="border-gold-300 border-b-2 text-maroon-800 text-sm">
            <th scope="col" className="py-2 pr-4 font-semibold">
              {t('delivery.reportHeader')}
            </th>
            <th scope="col" className="py-2 font-semibold">
              {t('delivery.timeHeader')}
            </th>
          </tr>
        </thead>
        <tbody>
          {deliveryRows.map(({ id, to }) => (
            <tr key={id} className="border-gold-200 border-b align-top last:border-b-0">
              <th scope="row" className="py-3 pr-4 font-semibold">
                <Link to={to} className="text-maroon-700 underline-offset-4 hover:underline">
                  {t(`delivery.rows.${id}.name`)}
                </Link>
              </th>
              <td className="py-3">{t(`delivery.rows.${id}.time`, deliveryFigures)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-4 rounded-xl border border-gold-200 bg-cream-100 px-4 py-3 text-ink-700 text-sm">
        {t('delivery.kundliNote', deliveryFigures)}
      </p>
      <ul className="mt-4 grid gap-2">
        {(['questions', 'notReceived'] as const).map((key) => (
          <li key={key} className="flex gap-2">
            <CheckIcon className="mt-1 size-4 shrink-0 text-success-600" />
            {t(`delivery.${key}`)}
          </li>
        ))}
      </ul>
    </TopicCard>
  );
}

function Consultation() {
  const { t } = useTranslation(ns);
  return (
    <TopicCard topic="consultation" title={t('consultation.title')}>
      <ul className="grid gap-3 sm:grid-cols-2">
        {consultationTermKeys.map((term) => (
          <li key={term} className="flex gap-3 rounded-xl bg-cream-100 px-4 py-3">
            <CheckIcon className="mt-1 size-4 shrink-0 text-success-600" />
            {t(`consultation.items.${term}`)}
          </li>
        ))}
      </ul>
      <Link
        to="/call-consultation"
        className="mt-5 inline-flex items-center gap-1.5 font-semibold text-maroon-700 underline-offset-4 hover:underline"
      >
        {t('consultation.link')}
        <ArrowRightIcon className="size-4" />
      </Link>
    </TopicCard>
  );
}

function Returns() {
  const { t } = useTranslation(ns);
  return (
    <TopicCard topic="returns" title={t('returns.title')}>
      <p>{t('returns.intro')}</p>
      <ol className="mt-4 grid gap-3">
        {returnStepKeys.map((step, index) => (
          <li key={step} className="flex gap-3">
            <IconDisc size="xs" tone="maroon">
              {index + 1}
            </IconDisc>
            <span className="pt-0.5">{t(`returns.steps.${step}`)}</span>
          </li>
        ))}
      </ol>
    </TopicCard>
  );
}

function SupportRequest({ ContactForm }: { ContactForm: ContactFormComponent }) {
  const { t } = useTranslation(ns);
  return (
    <section
      id={supportFormId}
      aria-labelledby="support-form-title"
      className="border-gold-200 border-t bg-white px-4 py-14 sm:px-6 md:py-20"
    >
      <div className="mx-auto grid max-w-6xl gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:gap-14">
        <div>
          <SectionHeading
            id="support-form-title"
            align="start"
            copy={t('form', { returnObjects: true })}
          />
          <Link
            to="/contact"
            className="mt-6 inline-flex items-center gap-1.5 font-semibold text-maroon-700 underline-offset-4 hover:underline"
          >
            {t('form.contactLink')}
            <ArrowRightIcon className="size-4" />
          </Link>
        </div>
        <div className="rounded-card border border-gold-200 bg-cream-50 p-5 shadow-card sm:p-8">
          <ContactForm
            source="support"
            submitLabel={t('form.submit')}
            extraFields={[
              {
                name: 'topic',
                label: t('form.topic'),
                required: true,
                options: supportRequestTopics.map((topic) => ({
                  value: topic,
                  label: t(`form.topics.${topic}`),
                })),
              },
              { name: 'orderNumber', label: t('form.orderNumber') },
            ]}
          />
        </div>
      </div>
    </section>
  );
}
