import { BabyIcon, BriefcaseIcon, HeartIcon, HeartPulseIcon, TrendingUpIcon } from 'lucide-react';
import type { ComponentType, SVGProps } from 'react';
import { RingsIcon } from '~/components/ui/astro-glyphs';
import type { PictureFile } from '~/components/ui/picture';

/**
 * The consultation page's structure; the words are in locales/{en,hi}/consultation.json and the
 * packages (with their pictures) in contract/src/appointments.ts.
 */
export const lifeAreas: readonly {
  id: 'career' | 'love' | 'health' | 'business' | 'marriage' | 'child';
  icon: ComponentType<SVGProps<SVGSVGElement>>;
}[] = [
  { id: 'career', icon: BriefcaseIcon },
  { id: 'love', icon: HeartIcon },
  { id: 'health', icon: HeartPulseIcon },
  { id: 'business', icon: TrendingUpIcon },
  { id: 'marriage', icon: RingsIcon },
  { id: 'child', icon: BabyIcon },
];

/** The poster of the consultation video (made by scripts/make-images.mjs). */
export const consultationVideoPoster: PictureFile = {
  path: '/images/consultation/consultation-video',
  widths: [480, 960],
  width: 960,
  height: 540,
};

/** The booking page, with the package chosen on a card. */
export function appointmentPath(packageId?: string): string {
  return packageId ? `/appointment?package=${encodeURIComponent(packageId)}` : '/appointment';
}
