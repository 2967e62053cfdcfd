import type { ComponentType, SVGProps } from 'react';
import {
  BusinessIcon,
  CareerIcon,
  ChildIcon,
  HealthIcon,
  LoveIcon,
  MarriageIcon,
} from './components/life-area-icons';

/**
 * The consultation page's structure; the words are in locales/{en,hi}/consultation.json and the
 * packages (with their pictures) in contract/src/appointments.ts.
 */
export const lifeAreas: readonly {
  id: 'career' | 'love' | 'health' | 'business' | 'marriage' | 'child';
  icon: ComponentType<SVGProps<SVGSVGElement>>;
}[] = [
  { id: 'career', icon: CareerIcon },
  { id: 'love', icon: LoveIcon },
  { id: 'health', icon: HealthIcon },
  { id: 'business', icon: BusinessIcon },
  { id: 'marriage', icon: MarriageIcon },
  { id: 'child', icon: ChildIcon },
];

/** The booking page, with the package chosen on a card. */
export function appointmentPath(packageId?: string): string {
  return packageId ? `/appointment?package=${encodeURIComponent(packageId)}` : '/appointment';
}
