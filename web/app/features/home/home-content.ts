import {
  AwardIcon,
  BadgeCheckIcon,
  GemIcon,
  HeartIcon,
  LayoutGridIcon,
  MoonIcon,
  PhoneIcon,
  ShieldCheckIcon,
  StarIcon,
  TagIcon,
} from 'lucide-react';
import type { ComponentType, SVGProps } from 'react';
import {
  KundliIcon,
  MatchingIcon,
  PanchangIcon,
  RingsIcon,
  SaturnIcon,
} from '~/components/ui/astro-glyphs';

/**
 * The home page's structure: which slide, card and badge links where and shows which picture or
 * icon. The words for each id are in locales/{en,hi}/home.json; the routes are the
 * specification's (section 2).
 */

type Icon = ComponentType<SVGProps<SVGSVGElement>>;

/** Banner slides, in order; `art` names the pictures banner-<art>-wide/-small. */
export const bannerSlides = [
  { art: 1, to: '/reports/premium-personalized-kundli' },
  { art: 2, to: '/call-consultation' },
  { art: 3, to: '/gemstone' },
] as const;

/** Spec section 9: autoplay every 6000 ms; the caption flag comes back on after 500 ms. */
export const bannerAutoplayMs = 6000;
export const bannerCaptionDelayMs = 500;

/** The two strips under the banner: tile pictures, labelled by strips.sky / strips.sacred. */
export const skyTiles = ['sun', 'moon', 'saturn', 'zodiac', 'kundli', 'nakshatra'] as const;
export const sacredTiles = ['rudraksha', 'diya', 'gemstone', 'lotus', 'kalash', 'mala'] as const;

export type ServiceId =
  | 'sadeSati'
  | 'love'
  | 'kundli'
  | 'coupleKundli'
  | 'consultation'
  | 'gemstone';

export const services: readonly { id: ServiceId; to: string; icon: Icon }[] = [
  { id: 'sadeSati', to: '/reports/sade-sati', icon: SaturnIcon },
  { id: 'love', to: '/reports/love', icon: HeartIcon },
  { id: 'kundli', to: '/reports/premium-personalized-kundli', icon: KundliIcon },
  { id: 'coupleKundli', to: '/reports/premium-couple-kundli', icon: RingsIcon },
  { id: 'consultation', to: '/call-consultation', icon: PhoneIcon },
  { id: 'gemstone', to: '/gemstone', icon: GemIcon },
];

/**
 * The free calculator cards and the page each opens (issue 17). A calculator without a page of its
 * own yet opens the nearest one that answers it.
 * A new calculator page adds or re-points its card here, with its words in home.json.
 */
export type CalculatorId = 'kundli' | 'panchang' | 'nakshatra' | 'matching' | 'moonSign';
export const calculators: readonly { id: CalculatorId; icon: Icon; to: string }[] = [
  { id: 'kundli', icon: KundliIcon, to: '/kundli' },
  { id: 'moonSign', icon: MoonIcon, to: '/calculators/moon-sign' },
  { id: 'nakshatra', icon: StarIcon, to: '/calculators/nakshatra' },
  { id: 'matching', icon: MatchingIcon, to: '/kundli-matching' },
  { id: 'panchang', icon: PanchangIcon, to: '/panchang' },
];

export const trustBadges: readonly {
  id: 'licensedGuide' | 'activation' | 'authentic' | 'pricing' | 'verified' | 'variety';
  icon: Icon;
}[] = [
  { id: 'licensedGuide', icon: AwardIcon },
  { id: 'activation', icon: GemIcon },
  { id: 'authentic', icon: ShieldCheckIcon },
  { id: 'pricing', icon: TagIcon },
  { id: 'verified', icon: BadgeCheckIcon },
  { id: 'variety', icon: LayoutGridIcon },
];
