import { site } from '@app/contract/site';
import { ButtonLink } from '~/components/ui/button';
import { type HeroLook, HeroWithArt } from '~/components/ui/hero-with-art';
import { Picture } from '~/components/ui/picture';
import { Glow } from '~/components/ui/section';
import { VideoFacade } from '~/components/ui/video-facade';
import { useTranslation } from '~/lib/i18n';
import { consultationVideoPoster } from '../consultation-content';

const consultationHeroLook: HeroLook = {
  band: 'bg-maroon-950 text-cream-50',
  padding: 'px-4 py-12 sm:px-6 md:py-20',
  grid: 'gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)] lg:gap-14',
  title: 'mt-3 text-4xl leading-tight sm:text-5xl',
  lead: 'mt-5 text-cream-100',
};

/** The hero: what a call is, the link to /appointment, and the click-to-load video. */
export function ConsultationHero() {
  const { t } = useTranslation('consultation');
  const points = t('hero.points', { returnObjects: true });
  const videoTitle = t('hero.videoTitle');
  return (
    <HeroWithArt
      titleId="consultation-title"
      look={consultationHeroLook}
      backdrop={
        <Glow className="bg-[radial-gradient(circle_at_20%_20%,var(--color-maroon-700),transparent_55%),radial-gradient(circle_at_85%_80%,var(--color-maroon-800),transparent_50%)]" />
      }
      eyebrow={t('hero.eyebrow')}
      title={t('hero.title')}
      lead={t('hero.text')}
      art={
        <VideoFacade
          videoId={site.videos.consultation}
          title={videoTitle}
          playLabel={t('hero.play', { title: videoTitle })}
          poster={
            <Picture
              file={consultationVideoPoster}
              alt=""
              sizes="(min-width: 1024px) 600px, 100vw"
              // The page's largest picture, in the first screen on a phone too.
              priority
              className="size-full object-cover"
            />
          }
        />
      }
    >
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
    </HeroWithArt>
  );
}
