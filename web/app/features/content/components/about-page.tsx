import { site } from '@app/contract/site';
import { ArrowRightIcon, SparklesIcon, TvMinimalPlayIcon } from 'lucide-react';
import { ButtonLink, buttonClasses } from '~/components/ui/button';
import { HeadedSection, Section } from '~/components/ui/section';
import { SectionHeading } from '~/components/ui/section-heading';
import { StatsBand } from '~/components/ui/stats-band';
import { VideoFacade } from '~/components/ui/video-facade';
import { formatCount } from '~/lib/format';
import { useTranslation } from '~/lib/i18n';
import { useLanguage } from '~/lib/language';
import { aboutVideoKeys } from '../content-data';
import { ContentHero, ContentHeroLink } from './content-hero';

const ns = 'content-about';

/** Where the home page's services section is (the specification's "services anchor"). */
const servicesLink = '/#services';

/**
 * The about page (specification "About page"): our intro text, a link to the home page's
 * services section, three click-to-load videos (`site.videos.about`) and the subscribe link
 * (`site.social.youtube`, with the subscriber count of `site.youtubeSubscribers`).
 */
export function AboutPage() {
  const { t } = useTranslation(ns);
  return (
    <>
      <ContentHero
        namespace={ns}
        art="about"
        cta={{ to: servicesLink, label: t('hero.servicesLink') }}
        secondary={<ContentHeroLink href="#videos">{t('hero.videosLink')}</ContentHeroLink>}
      />
      <Story />
      <AboutStats />
      <Videos />
      <Credits />
    </>
  );
}

function Story() {
  const { t } = useTranslation(ns);
  const brand = useBrand();
  return (
    <Section
      labelledBy="story-title"
      className="bg-cream-50"
      contentClassName="grid gap-10 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-16"
    >
      <div>
        <SectionHeading id="story-title" align="start" copy={t('story', { returnObjects: true })} />
        <div className="mt-6 grid max-w-2xl gap-4 text-ink-700 text-lg leading-relaxed">
          {(['one', 'two', 'three'] as const).map((paragraph) => (
            <p key={paragraph}>{t(`story.paragraphs.${paragraph}`, { brand })}</p>
          ))}
        </div>
      </div>
      <div className="flex flex-col gap-6">
        <div className="rounded-card border border-gold-200 bg-white p-6 shadow-card sm:p-7">
          <h3 className="text-2xl">{t('values.title')}</h3>
          <ul className="mt-5 grid gap-5">
            {(['personal', 'clear', 'support'] as const).map((value) => (
              <li key={value} className="flex gap-3">
                <SparklesIcon className="mt-1 size-5 shrink-0 text-saffron-600" />
                <div>
                  <p className="font-semibold text-maroon-800">{t(`values.items.${value}.name`)}</p>
                  <p className="mt-0.5 text-ink-700">{t(`values.items.${value}.text`)}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-card bg-linear-to-br from-maroon-700 to-maroon-900 p-6 text-cream-100 sm:p-7">
          <h3 className="text-2xl text-gold-200">{t('services.title')}</h3>
          <p className="mt-2 text-cream-100/90 leading-relaxed">{t('services.text')}</p>
          <ButtonLink to={servicesLink} variant="accent" className="mt-5">
            {t('services.link')}
            <ArrowRightIcon className="size-4" />
          </ButtonLink>
        </div>
      </div>
    </Section>
  );
}

/** The claimed statistics of specification section 9 that belong to the business's story. */
function AboutStats() {
  const { t } = useTranslation(ns);
  return (
    <StatsBand
      id="about-stats"
      title={t('stats.title')}
      showTitle
      stats={[
        { value: 21, label: t('stats.years') },
        { value: 5, suffix: t('stats.customersSuffix'), label: t('stats.customers') },
        { value: 15, suffix: '+', label: t('stats.awards') },
        { value: site.youtubeSubscribers, label: t('stats.subscribers') },
      ]}
    />
  );
}

function Videos() {
  const { t } = useTranslation(ns);
  const subscribers = formatCount(site.youtubeSubscribers);
  return (
    <HeadedSection
      id="videos"
      heading={t('videos', { returnObjects: true })}
      className="bg-cream-50"
    >
      <ul className="mt-10 grid gap-6 md:mt-12 md:grid-cols-3">
        {aboutVideoKeys.map((key, index) => {
          const title = t(`videos.items.${key}`);
          const videoId = site.videos.about[index] ?? site.videos.about[0];
          return (
            <li key={key}>
              <VideoFacade
                videoId={videoId}
                title={title}
                playLabel={t('videos.play', { title })}
                showTitle={false}
                poster={<VideoPoster index={index + 1} />}
              />
              <h3 className="mt-3 font-sans font-semibold text-lg text-maroon-800 leading-snug">
                {title}
              </h3>
            </li>
          );
        })}
      </ul>

      <div className="mt-12 flex flex-col items-start gap-5 rounded-card border border-gold-200 bg-white p-6 shadow-card sm:flex-row sm:items-center sm:p-8">
        <span className="flex size-14 shrink-0 items-center justify-center rounded-2xl bg-danger-600 text-white">
          <TvMinimalPlayIcon className="size-8" />
        </span>
        <div className="flex-1">
          <h3 className="text-2xl">{t('subscribe.title', { count: subscribers })}</h3>
          <p className="mt-1 text-ink-700">{t('subscribe.text')}</p>
        </div>
        <a
          href={site.social.youtube}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('subscribe.linkLabel')}
          className={buttonClasses('primary', 'lg', 'shrink-0')}
        >
          {t('subscribe.link')}
        </a>
      </div>
    </HeadedSection>
  );
}

/** Where the data behind our free calculators comes from (GeoNames' CC BY 4.0 asks for this). */
function Credits() {
  const { t } = useTranslation(ns);
  return (
    <Section
      labelledBy="credits-title"
      className="bg-cream-50"
      padding="px-4 pb-14 sm:px-6 md:pb-20"
      belowFold="[contain-intrinsic-size:auto_160px]"
    >
      <h2 id="credits-title" className="text-xl">
        {t('credits.title')}
      </h2>
      <ul className="mt-3 grid max-w-3xl gap-2 text-ink-700 text-sm leading-relaxed">
        <li>{t('credits.places')}</li>
        <li>{t('credits.positions')}</li>
      </ul>
    </Section>
  );
}

/** Our poster for video n (scripts/art/content-art.mjs), decorative: the button names the video. */
function VideoPoster({ index }: { index: number }) {
  const srcSet = (format: 'avif' | 'webp') =>
    [480, 960].map((w) => `/images/content/video-poster-${index}-${w}.${format} ${w}w`).join(', ');
  const sizes = '(min-width: 1152px) 360px, (min-width: 768px) 33vw, 100vw';
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet('avif')} sizes={sizes} />
      <img
        src={`/images/content/video-poster-${index}-480.webp`}
        srcSet={srcSet('webp')}
        sizes={sizes}
        width={480}
        height={270}
        alt=""
        loading="lazy"
        decoding="async"
        className="size-full object-cover"
      />
    </picture>
  );
}

function useBrand(): string {
  const { language } = useLanguage();
  return site.name[language];
}
