type ContentNamespace =
  | 'content-about'
  | 'content-collaborations'
  | 'content-contact'
  | 'content-support';

import { ArrowRightIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { ButtonLink } from '~/components/ui/button';
import { type HeroLook, HeroWithArt } from '~/components/ui/hero-with-art';
import { Link } from '~/components/ui/localized-link';
import { Picture, type PictureFile } from '~/components/ui/picture';
import { Glow, GoldLine } from '~/components/ui/section';
import { useTranslation } from '~/lib/i18n';

/** The hero pictures made by scripts/make-images.mjs (content-art.mjs): square, two widths. */
export type ContentArtName = 'collaborations' | 'about' | 'support' | 'contact';
const heroArt = (name: ContentArtName): PictureFile => ({
  path: `/images/content/hero-${name}`,
  widths: [360, 720],
  width: 360,
  height: 360,
});

const contentHeroLook: HeroLook = {
  band: 'bg-maroon-950 text-cream-100',
  padding: '',
  grid: 'gap-10 px-4 pt-7 pb-11 sm:px-6 md:grid-cols-[minmax(0,1fr)_auto] md:pt-10 md:pb-14 lg:gap-16',
  eyebrow: 'mt-6 md:mt-8',
  title: 'mt-2 max-w-2xl text-[2.1rem] sm:text-5xl lg:text-[3.4rem]',
  lead: 'mt-4 text-cream-100/90',
};

/**
 * The dark night-sky band at the top of each content page: a breadcrumb (Home / page), a small
 * saffron eyebrow, the page's h1, an intro and the page's calls to action; from md up our own
 * picture sits on the right in a gold ring. On phones the picture is left out (display:none with
 * lazy loading, so it is not even fetched) and the text comes first.
 *
 * The words come from the page's namespace: `breadcrumb.{label,home,current}` and
 * `hero.{eyebrow,title,intro,artAlt}`. The calls to action, when a page has them: `cta`, a
 * button with an arrow, and `secondary` beside it (a `ContentHeroLink` down the page).
 *
 *   <ContentHero namespace="content-about" art="about" cta={{ to: servicesLink, label }}
 *     secondary={<ContentHeroLink href="#videos">{t('hero.videosLink')}</ContentHeroLink>} />
 */
export function ContentHero({
  namespace,
  art,
  cta,
  secondary,
}: {
  namespace: ContentNamespace;
  art: ContentArtName;
  cta?: { to: string; label: string };
  secondary?: ReactNode;
}) {
  const { t } = useTranslation(namespace);
  return (
    <ContentHeroBand
      words={{
        breadcrumbLabel: t('breadcrumb.label'),
        home: t('breadcrumb.home'),
        current: t('breadcrumb.current'),
        eyebrow: t('hero.eyebrow'),
        title: t('hero.title'),
        intro: t('hero.intro'),
      }}
      art={{ name: art, alt: t('hero.artAlt') }}
    >
      {cta ? (
        <div className="mt-7 flex flex-wrap items-center gap-3">
          <ButtonLink to={cta.to} variant="accent" size="lg">
            {cta.label}
            <ArrowRightIcon className="size-5" />
          </ButtonLink>
          {secondary}
        </div>
      ) : null}
    </ContentHeroBand>
  );
}

/** What a content hero says: the breadcrumb's label and two steps, eyebrow, title and intro. */
type ContentHeroWords = {
  breadcrumbLabel: string;
  home: string;
  current: string;
  eyebrow: string;
  title: string;
  intro: string;
};

/**
 * The content hero's band itself, given its words, for pages whose words are not at the root of
 * their namespace (the three legal pages share one): the same look, the picture left out when
 * there is no `art`, and `children` under the intro.
 */
export function ContentHeroBand({
  words,
  art,
  children,
}: {
  words: ContentHeroWords;
  art?: { name: ContentArtName; alt: string };
  children?: ReactNode;
}) {
  return (
    <HeroWithArt
      titleId="page-title"
      look={contentHeroLook}
      backdrop={
        <>
          <Glow className="bg-[radial-gradient(ellipse_80%_90%_at_75%_40%,var(--color-maroon-700)_0%,var(--color-maroon-900)_45%,var(--color-maroon-950)_80%)]" />
          <Glow className="bg-[radial-gradient(circle_at_center,var(--color-gold-200)_0.8px,transparent_1.4px)] bg-size-[38px_38px] opacity-25" />
          <GoldLine />
        </>
      }
      top={
        <nav aria-label={words.breadcrumbLabel} className="text-cream-200/80 text-sm">
          <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <li>
              <Link to="/" className="underline-offset-4 hover:text-gold-200 hover:underline">
                {words.home}
              </Link>
            </li>
            <li className="flex items-center gap-2">
              <span aria-hidden="true" className="text-gold-400/70">
                /
              </span>
              <span aria-current="page" className="text-gold-200">
                {words.current}
              </span>
            </li>
          </ol>
        </nav>
      }
      eyebrow={words.eyebrow}
      title={words.title}
      lead={words.intro}
      art={
        art ? (
          <div className="hidden md:block">
            <Picture
              file={heroArt(art.name)}
              alt={art.alt}
              sizes="(min-width: 1024px) 360px, 280px"
              className="size-[280px] rounded-full shadow-[0_0_0_1px_var(--color-gold-400),0_0_0_10px_rgb(224_178_62/0.12),0_20px_60px_-10px_rgb(0_0_0/0.6)] lg:size-[360px]"
            />
          </div>
        ) : null
      }
    >
      {children}
    </HeroWithArt>
  );
}

/** A content hero's quieter call to action: an underlined link further down the page. */
export function ContentHeroLink({ href, children }: { href: `#${string}`; children: ReactNode }) {
  return (
    <a
      href={href}
      className="inline-flex min-h-11 items-center px-2 font-semibold text-cream-100 underline decoration-gold-400/60 underline-offset-4 hover:text-gold-200"
    >
      {children}
    </a>
  );
}
