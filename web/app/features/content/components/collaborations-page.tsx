import { site } from '@app/contract/site';
import {
  ArrowRightIcon,
  AwardIcon,
  CheckIcon,
  DownloadIcon,
  FileTextIcon,
  MailIcon,
  PhoneIcon,
  PresentationIcon,
  RadioIcon,
  TvMinimalPlayIcon,
} from 'lucide-react';
import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import { useLocation } from 'react-router';
import type { ContactFormComponent, ContactFormProps } from '~/components/forms/contact-form-props';
import { buttonClasses } from '~/components/ui/button';
import { IconDisc } from '~/components/ui/icon-disc';
import { Link } from '~/components/ui/localized-link';
import { Glow, HeadedSection, Section } from '~/components/ui/section';
import { formatCount, telHref } from '~/lib/format';
import { useTranslation } from '~/lib/i18n';
import {
  awardIds,
  type CollaborationFormatId,
  collaborationFormats,
  collaborationFormId,
  collaborationFormLink,
  collaborationKindFromSearch,
  collaborationKinds,
  isPortfolioRequest,
  portfolioRequestLink,
} from '../content-data';
import { ContentHero, ContentHeroLink } from './content-hero';

const ns = 'content-collaborations';

const formatIcons: Record<CollaborationFormatId, typeof TvMinimalPlayIcon> = {
  podcast: TvMinimalPlayIcon,
  keynote: PresentationIcon,
  instagramLive: RadioIcon,
};

/**
 * The collaborations page (specification "Collaborate page"): hero with a call to action that
 * jumps to the form, the three format cards (each jumps to the form with its kind chosen, via
 * `?kind=` and the form's anchor, without a page load), the help call-out, the request form
 * (source `collaboration`) beside the portfolio and the social links, and the five awards.
 * `socialLinks` is the shell's list of social links, passed in by the route.
 */
/**
 * `socialLinks` and `ContactForm` are the shell's links and the site's contact form, handed over
 * by the route (features don't import each other).
 */
export function CollaborationsPage({
  socialLinks,
  ContactForm,
}: {
  socialLinks: ReactNode;
  ContactForm: ContactFormComponent;
}) {
  const { t } = useTranslation(ns);
  return (
    <>
      <ContentHero
        namespace={ns}
        art="collaborations"
        cta={{ to: `#${collaborationFormId}`, label: t('hero.cta') }}
        secondary={<ContentHeroLink href="#formats">{t('hero.secondary')}</ContentHeroLink>}
      />
      <FormatCards />
      <HelpCallOut />
      <CollaborationFormSection socialLinks={socialLinks} ContactForm={ContactForm} />
      <Awards />
    </>
  );
}

function FormatCards() {
  const { t } = useTranslation(ns);
  return (
    <HeadedSection
      id="formats"
      heading={t('formats', { returnObjects: true })}
      className="bg-cream-50"
    >
      <ul className="mt-10 grid gap-6 md:mt-12 md:grid-cols-3 lg:gap-8">
        {collaborationFormats.map(({ id, slug }) => {
          const Icon = formatIcons[id];
          return (
            <li key={id} className="flex">
              <article className="relative flex w-full flex-col rounded-card border border-gold-200 bg-white p-6 shadow-card md:p-7">
                <span
                  aria-hidden="true"
                  className="absolute inset-x-6 top-0 h-1 rounded-b-full bg-linear-to-r from-saffron-500 via-gold-400 to-maroon-600"
                />
                <span className="flex size-14 items-center justify-center rounded-2xl bg-linear-to-br from-maroon-700 to-maroon-900 text-gold-300">
                  <Icon className="size-7" />
                </span>
                <h3 className="mt-5 text-2xl">{t(`formats.items.${id}.title`)}</h3>
                <p className="mt-3 text-ink-700 leading-relaxed">{t(`formats.items.${id}.text`)}</p>
                <ul className="mt-4 mb-6 grid gap-2 text-ink-700 text-sm">
                  {(['one', 'two'] as const).map((point) => (
                    <li key={point} className="flex gap-2">
                      <CheckIcon className="mt-0.5 size-4 shrink-0 text-success-600" />
                      {t(`formats.items.${id}.points.${point}`)}
                    </li>
                  ))}
                </ul>
                <Link
                  to={collaborationFormLink(slug)}
                  aria-label={t(`formats.items.${id}.actionLabel`)}
                  className={buttonClasses('primary', 'md', 'mt-auto self-start')}
                >
                  {t(`formats.items.${id}.action`)}
                  <ArrowRightIcon className="size-4" />
                </Link>
              </article>
            </li>
          );
        })}
      </ul>
    </HeadedSection>
  );
}

function HelpCallOut() {
  const { t } = useTranslation(ns);
  const phone = site.phones[0];
  return (
    <Section
      labelledBy="help-title"
      className="bg-cream-50"
      padding="px-4 pb-14 sm:px-6 md:pb-20"
      contentClassName="flex flex-col gap-6 rounded-card border border-saffron-200 bg-linear-to-r from-saffron-100 via-cream-100 to-gold-100 p-6 sm:p-8 lg:flex-row lg:items-center lg:justify-between"
    >
      <div className="max-w-2xl">
        <h2 id="help-title" className="text-2xl sm:text-3xl">
          {t('help.title')}
        </h2>
        <p className="mt-2 text-ink-700 leading-relaxed">{t('help.text')}</p>
      </div>
      <ul className="flex shrink-0 flex-col gap-3 sm:flex-row lg:flex-col">
        <li>
          <a
            href={telHref(phone)}
            className={buttonClasses('primary', 'md', 'w-full whitespace-nowrap')}
          >
            <PhoneIcon className="size-5" />
            {t('help.call', { phone })}
          </a>
        </li>
        <li>
          <a
            href={`mailto:${site.email}`}
            className={buttonClasses('outline', 'md', 'w-full whitespace-nowrap bg-white')}
          >
            <MailIcon className="size-5" />
            {t('help.write', { email: site.email })}
          </a>
        </li>
      </ul>
    </Section>
  );
}

function CollaborationFormSection({
  socialLinks,
  ContactForm,
}: {
  socialLinks: ReactNode;
  ContactForm: ContactFormComponent;
}) {
  const { t } = useTranslation(ns);
  const location = useLocation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const kind = collaborationKindFromSearch(location.search);
  const portfolioRequest = isPortfolioRequest(location.search);
  const portfolioMessage = t('portfolio.requestMessage');

  // A card's button (or a shared link) chooses the kind; the portfolio link also writes the
  // request. Applied on each such navigation; the visitor can still change both.
  const preset = useMemo((): ContactFormProps['preset'] => {
    if (portfolioRequest) {
      return { id: location.key, values: { kind: 'other', message: portfolioMessage } };
    }
    return kind ? { id: location.key, values: { kind } } : undefined;
  }, [kind, portfolioRequest, portfolioMessage, location.key]);

  // After a jump inside the page, the keyboard continues from the form (the scroll itself is
  // done by the router's scroll restoration, which scrolls to the hash).
  const firstLocation = useRef(location.key);
  useEffect(() => {
    if (location.key === firstLocation.current) return;
    if (location.hash === `#${collaborationFormId}`)
      headingRef.current?.focus({ preventScroll: true });
  }, [location.key, location.hash]);

  const kindField = {
    name: 'kind',
    label: t('form.kind'),
    required: true,
    options: collaborationKinds.map(({ id, slug }) => ({
      value: slug,
      label: t(`form.kinds.${id}`),
    })),
  };

  return (
    <section
      id={collaborationFormId}
      aria-labelledby="collaboration-form-title"
      className="relative isolate scroll-mt-4 overflow-hidden border-gold-200 border-y bg-white px-4 py-14 sm:px-6 md:py-20"
    >
      {/* Phones: intro, form, then the rest; large screens: the form on the right. */}
      <div className="mx-auto grid max-w-6xl gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:grid-rows-[auto_1fr] lg:gap-x-14 lg:gap-y-0">
        <div className="lg:col-start-1 lg:row-start-1">
          <p className="font-semibold text-saffron-700 text-sm uppercase tracking-[0.14em] [&:lang(hi)]:tracking-normal">
            {t('form.eyebrow')}
          </p>
          <h2
            id="collaboration-form-title"
            ref={headingRef}
            tabIndex={-1}
            className="mt-2 text-3xl outline-none sm:text-4xl"
          >
            {t('form.title')}
          </h2>
          <p className="mt-4 text-ink-700 text-lg leading-relaxed">{t('form.intro')}</p>
        </div>

        <div className="self-start rounded-card border border-gold-200 bg-cream-50 p-5 shadow-card sm:p-8 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <h3 className="mb-5 text-2xl">{t('form.cardTitle')}</h3>
          <ContactForm
            source="collaboration"
            extraFields={[kindField]}
            preset={preset}
            submitLabel={t('form.submit')}
          />
        </div>

        <div className="lg:col-start-1 lg:row-start-2">
          <h3 className="font-sans lg:mt-8 font-semibold text-base text-maroon-800">
            {t('form.stepsTitle')}
          </h3>
          <ol className="mt-3 grid gap-3">
            {(['one', 'two', 'three'] as const).map((step, index) => (
              <li key={step} className="flex gap-3 text-ink-700">
                <IconDisc size="xs" tone="maroon">
                  {index + 1}
                </IconDisc>
                <span className="pt-0.5">{t(`form.steps.${step}`)}</span>
              </li>
            ))}
          </ol>

          <Portfolio />

          <div className="mt-8">
            <h3 className="font-sans font-semibold text-base text-maroon-800">
              {t('social.title')}
            </h3>
            <p className="mt-1 mb-3 text-ink-700 text-sm">{t('social.text')}</p>
            {socialLinks}
            <SubscriberLine />
          </div>
        </div>
      </div>
    </section>
  );
}

/**
 * The Download Portfolio link. The specification leaves its target empty; until the owners put
 * a file in `site.portfolioUrl`, we say so honestly and offer to e-mail it: the link fills the
 * form below with the request (kind "something else", message written), rather than a dead link.
 */
function Portfolio() {
  const { t } = useTranslation(ns);
  const url: string = site.portfolioUrl;
  return (
    <div className="mt-8 flex gap-4 rounded-card border border-gold-300 border-dashed bg-gold-100/50 p-5">
      <FileTextIcon className="size-9 shrink-0 text-maroon-700" />
      <div>
        <h3 className="font-sans font-semibold text-base text-maroon-800">
          {t('portfolio.title')}
        </h3>
        <p className="mt-1 text-ink-700 text-sm">{t('portfolio.text')}</p>
        {url ? (
          <a
            href={url}
            target="_blank"
            rel="noopener"
            download
            aria-label={t('portfolio.downloadLabel')}
            className={buttonClasses('outline', 'sm', 'mt-3 bg-white')}
          >
            <DownloadIcon className="size-4" />
            {t('portfolio.download')}
          </a>
        ) : (
          <>
            <p className="mt-2 text-ink-700 text-sm" data-testid="portfolio-note">
              {t('portfolio.onRequest')}
            </p>
            <Link
              to={portfolioRequestLink}
              className={buttonClasses('outline', 'sm', 'mt-3 bg-white')}
            >
              {t('portfolio.request')}
            </Link>
          </>
        )}
      </div>
    </div>
  );
}

function SubscriberLine() {
  const { t } = useTranslation(ns);
  return (
    <p className="mt-3 font-semibold text-maroon-700 text-sm">
      {t('social.subscribers', { count: formatCount(site.youtubeSubscribers) })}
    </p>
  );
}

function Awards() {
  const { t } = useTranslation(ns);
  return (
    <HeadedSection
      id="awards"
      heading={t('awards', { returnObjects: true })}
      tone="dark"
      className="bg-maroon-950 text-cream-100"
      backdrop={
        <Glow className="bg-[radial-gradient(ellipse_70%_80%_at_50%_0%,var(--color-maroon-800),transparent_70%)]" />
      }
    >
      <ol className="mt-10 grid gap-5 sm:grid-cols-2 md:mt-12 lg:grid-cols-5">
        {awardIds.map((id) => (
          <li
            key={id}
            className="grid grid-cols-[auto_1fr] items-center gap-x-4 rounded-card border border-gold-400/30 bg-maroon-900/60 p-4 sm:flex sm:flex-col sm:px-5 sm:py-7 sm:text-center"
          >
            <IconDisc size="xl" tone="sun" ringed className="row-span-2">
              <AwardIcon className="size-7" />
            </IconDisc>
            <h3 className="self-end text-gold-200 text-xl sm:mt-4">
              {t(`awards.items.${id}.name`)}
            </h3>
            <p className="mt-1 self-start text-cream-200 text-sm leading-snug sm:mt-2">
              {t(`awards.items.${id}.text`)}
            </p>
          </li>
        ))}
      </ol>
    </HeadedSection>
  );
}
