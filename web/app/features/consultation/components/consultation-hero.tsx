import { site } from '@app/contract/site';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '~/components/ui/button';
import { VideoFacade } from '~/components/ui/video-facade';
import { ConsultationPicture } from './consultation-picture';

/** The hero: what a call is, the link to /appointment, and the click-to-load video. */
export function ConsultationHero() {
  const { t } = useTranslation('consultation');
  const points = t('hero.points', { returnObjects: true }) as string[];
  const videoTitle = t('hero.videoTitle');
  return (
    <section
      aria-labelledby="consultation-title"
      className="relative isolate overflow-hidden bg-maroon-950 px-4 py-12 text-cream-50 sm:px-6 md:py-20"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(circle_at_20%_20%,var(--color-maroon-700),transparent_55%),radial-gradient(circle_at_85%_80%,var(--color-maroon-800),transparent_50%)]"
      />
      <div className="mx-auto grid max-w-6xl items-center gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)] lg:gap-14">
        <div>
          <p className="text-sm font-semibold tracking-[0.14em] text-gold-300 uppercase [&:lang(hi)]:tracking-normal">
            {t('hero.eyebrow')}
          </p>
          <h1
            id="consultation-title"
            className="mt-3 text-balance text-4xl leading-tight text-cream-50 sm:text-5xl"
          >
            {t('hero.title')}
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-cream-100">{t('hero.text')}</p>
          <ul className="mt-6 grid gap-2.5">
            {points.map((point) => (
              <li key={point} className="flex items-center gap-3 font-semibold text-gold-100">
                <span aria-hidden="true" className="size-2 shrink-0 rotate-45 bg-saffron-400" />
                {point}
              </li>
            ))}
          </ul>
          <ButtonLink to="/appointment" variant="accent" size="lg" className="mt-8">
            {t('cta.book')}
          </ButtonLink>
        </div>
        <VideoFacade
          videoId={site.videos.consultation}
          title={videoTitle}
          playLabel={t('hero.play', { title: videoTitle })}
          poster={
            <ConsultationPicture
              image="/images/consultation/consultation-video"
              widths={[480, 960]}
              width={960}
              height={540}
              alt=""
              sizes="(min-width: 1024px) 600px, 100vw"
              className="size-full object-cover"
            />
          }
        />
      </div>
    </section>
  );
}
