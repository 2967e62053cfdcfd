import type { ReactNode } from 'react';
import { type IconProps, LineIcon } from '~/components/ui/line-icon';

/**
 * Our own astrological glyphs (a birth chart, Saturn, the Om, a diya, the phases of Sade Sati...),
 * which no icon set draws, on a 24-unit grid in the current text colour with the same line weight
 * as the generic glyphs (lucide, see root.tsx). Decorative: each sits next to its own text.
 */
export type Glyph = (props: IconProps) => ReactNode;

/** Any icon the site shows: one of these glyphs or a lucide icon. */
export type IconComponent = Glyph | import('lucide-react').LucideIcon;

export const RingsIcon: Glyph = (props) => (
  <LineIcon {...props}>
    <circle cx="9" cy="14.5" r="5.5" />
    <circle cx="15" cy="14.5" r="5.5" />
    <path d="m7.5 6 1.5-2.5L10.5 6 9 8Z" />
  </LineIcon>
);

export const TwoHeartsIcon: Glyph = (props) => (
  <LineIcon {...props}>
    <path d="M9 18s-6-3.6-6-8.1A3.4 3.4 0 0 1 9 8a3.4 3.4 0 0 1 6 1.9" />
    <path d="M15.5 21s-5.5-3.3-5.5-7.3a3 3 0 0 1 5.5-1.8 3 3 0 0 1 5.5 1.8c0 4-5.5 7.3-5.5 7.3Z" />
  </LineIcon>
);

export const LotusIcon: Glyph = (props) => (
  <LineIcon {...props}>
    <path d="M12 19c-2.5-2-3.5-4.5-3.5-7.5S10 6 12 4c2 2 3.5 4.5 3.5 7.5S14.5 17 12 19Z" />
    <path d="M9 17.8C6.2 17.4 3.8 15.5 3 12c2 0 3.9.5 5.6 1.6M15 17.8c2.8-.4 5.2-2.3 6-5.8-2 0-3.9.5-5.6 1.6" />
    <path d="M4 20.5h16" />
  </LineIcon>
);

export const CrystalBallIcon: Glyph = (props) => (
  <LineIcon {...props}>
    <circle cx="12" cy="10.5" r="7" />
    <path d="M7 21h10M8.5 17.5 7 21M15.5 17.5 17 21" />
    <path d="M9.5 8c.5-1.2 1.4-2 2.7-2.3" />
  </LineIcon>
);

export const CoupleIcon: Glyph = (props) => (
  <LineIcon {...props}>
    <circle cx="8" cy="7.5" r="3" />
    <circle cx="16" cy="7.5" r="3" />
    <path d="M2.5 19.5c.4-3.5 2.5-5.5 5.5-5.5 1.7 0 3 .6 4 1.7 1-1.1 2.3-1.7 4-1.7 3 0 5.1 2 5.5 5.5" />
    <path d="M12 13.2s-1.6-1-1.6-2.2a.9.9 0 0 1 1.6-.5.9.9 0 0 1 1.6.5c0 1.2-1.6 2.2-1.6 2.2Z" />
  </LineIcon>
);

export const KundliIcon: Glyph = (props) => (
  <LineIcon {...props}>
    <rect x="3.5" y="3.5" width="17" height="17" rx="1" />
    <path d="m3.5 3.5 17 17m0-17-17 17M12 3.5l8.5 8.5-8.5 8.5L3.5 12Z" />
  </LineIcon>
);

export const MarsIcon: Glyph = (props) => (
  <LineIcon {...props}>
    <circle cx="10" cy="14" r="6" />
    <path d="M14.5 9.5 20 4M15 4h5v5" />
  </LineIcon>
);

export const OmIcon: Glyph = (props) => (
  <LineIcon {...props}>
    <path d="M5 8.5c1.2-1.4 3.9-1.4 4.5.6.6 2-1.5 3-3 3 2.5 0 4.3 1.4 3.8 3.8-.5 2.3-3.6 3-6.3 1" />
    <path d="M9.6 12.2c1.2-1.7 3.3-2.6 5-1.3 1.5 1.1 1.3 3.4 0 4.8-1 1-2.3 1.6-3.2 1.5M18.5 13.5c1.5 1 1.7 3.6.4 5" />
    <path d="M11.5 5.5c1.4 1.2 3.8 1.4 5.5 0M17.5 2.8l.5.5-.5.5-.5-.5Z" />
  </LineIcon>
);

export const RisingIcon: Glyph = (props) => (
  <LineIcon {...props}>
    <path d="M3 18.5h18M6 18.5a6 6 0 0 1 12 0" />
    <path d="M12 3v7M9 6l3-3 3 3" />
  </LineIcon>
);

export const PeakIcon: Glyph = (props) => (
  <LineIcon {...props}>
    <circle cx="12" cy="12" r="4.5" />
    <path d="M4 13.5c-1.3-.3-2-.8-1.8-1.4.4-1.5 5-1.3 10.3.4s9.3 4.2 8.9 5.7c-.2.6-1.2.8-2.7.6" />
  </LineIcon>
);

export const SettingIcon: Glyph = (props) => (
  <LineIcon {...props}>
    <path d="M3 18.5h18M6 18.5a6 6 0 0 1 12 0" />
    <path d="M12 3v7M9 7l3 3 3-3" />
  </LineIcon>
);

export const SaturnIcon: Glyph = (props) => (
  <LineIcon {...props}>
    <circle cx="12" cy="12" r="5" />
    <path d="M7.6 9.6C4 8.2 1.6 8.3 1.2 9.5c-.6 1.8 4 4.8 10.3 6.8s11.7 2.2 12.3.4c.4-1.2-1.5-2.8-4.9-4.3" />
    <path d="M10.5 9.8a2.6 2.6 0 0 1 2.6-.9" />
  </LineIcon>
);

export const PanchangIcon: Glyph = (props) => (
  <LineIcon {...props}>
    <rect x="3.5" y="5" width="17" height="15.5" rx="2" />
    <path d="M3.5 9.5h17M8 3v4m8-4v4" />
    <circle cx="12" cy="15" r="2.2" />
    <path d="M12 11.3v.6m0 6.2v.6m3.7-3.7h-.6m-6.2 0h-.6" />
  </LineIcon>
);

export const MatchingIcon: Glyph = (props) => (
  <LineIcon {...props}>
    <rect x="2.5" y="6" width="10" height="10" rx="1" />
    <path d="m2.5 6 10 10m0-10-10 10" />
    <rect x="11.5" y="8" width="10" height="10" rx="1" />
    <path d="m11.5 8 10 10m0-10-10 10" />
  </LineIcon>
);
