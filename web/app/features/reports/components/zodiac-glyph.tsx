import { LineIcon } from '~/components/ui/line-icon';

/**
 * The twelve zodiac symbols drawn as line art (24-unit grid, current colour), so they look the
 * same on every phone instead of turning into colour emoji. Decorative: the sign's name is
 * always written beside it.
 */
export const zodiacGlyphPaths = {
  aries: 'M12 21V10M12 10C12 5.5 9.5 3.5 7 3.5S3 5.5 3.5 8M12 10c0-4.5 2.5-6.5 5-6.5S21 5.5 20.5 8',
  taurus:
    'M12 10a5.5 5.5 0 1 1 0 11 5.5 5.5 0 0 1 0-11ZM3.5 3.5C4.5 7.5 7.5 10 12 10s7.5-2.5 8.5-6.5',
  gemini: 'M4.5 4c4.5 1.8 10.5 1.8 15 0M4.5 20c4.5-1.8 10.5-1.8 15 0M9 5.3v13.4M15 5.3v13.4',
  cancer:
    'M6.5 6.2C10 3.7 16 3.8 20.5 7M3.5 17c4.5 3.2 10.5 3.3 14 .8M4 8.7a2.5 2.5 0 1 0 5 0 2.5 2.5 0 1 0-5 0M15 15.3a2.5 2.5 0 1 0 5 0 2.5 2.5 0 1 0-5 0',
  leo: 'M4 15.5a3 3 0 1 0 6 0 3 3 0 1 0-6 0M10 15.5C10 10 8 8 9.3 5.6 10.6 3.3 14.8 3 16.4 5.5c1.6 2.6-.2 5.6-1.7 8.3-1.4 2.6-.6 6.2 2.3 6.7 1.6.3 2.7-.4 3.3-1.5',
  virgo:
    'M3 5.5c1.3 0 2 .8 2 2.2V18M5 8.5c0-2 1.1-3 2.5-3S10 6.5 10 8.5V18M10 8.5c0-2 1.1-3 2.5-3S15 6.5 15 8.5v7.5c0 2.5 1.5 4 3.5 4.5M15 13.5c1.5-2.5 5.5-2 5.5 1s-3 5.5-7 7',
  libra: 'M3 20h18M3 16h5.6a4.6 4.6 0 1 1 6.8 0H21',
  scorpio:
    'M3 5.5c1.3 0 2 .8 2 2.2V18M5 8.5c0-2 1.1-3 2.5-3S10 6.5 10 8.5V18M10 8.5c0-2 1.1-3 2.5-3S15 6.5 15 8.5v8.7c0 1.8 1 2.8 2.8 2.8H21M18.5 17.5 21 20l-2.5 2.5',
  sagittarius: 'M4 20 20 4M12 4h8v8M6.5 11.5l6 6',
  capricorn:
    'M3 5.5c1.5 0 2.5 1.3 2.5 3.5v9.5M5.5 9c0-3 1.6-4.5 3.5-4.5s3.5 1.5 3.5 4.5v7c0 2.2 1.3 3.5 3.2 3.5a2.8 2.8 0 1 0 0-5.6c-1.9 0-3.2 1.6-3.2 3.7',
  aquarius: 'M3 10.5 6 7.5l3 3 3-3 3 3 3-3 3 3M3 17l3-3 3 3 3-3 3 3 3-3 3 3',
  pisces: 'M5.5 3c4 4.5 4 13.5 0 18M18.5 3c-4 4.5-4 13.5 0 18M4 12h16',
} as const;

export type ZodiacGlyphName = keyof typeof zodiacGlyphPaths;

export function ZodiacGlyph({ sign, className }: { sign: ZodiacGlyphName; className?: string }) {
  return (
    <LineIcon className={className}>
      <path d={zodiacGlyphPaths[sign]} />
    </LineIcon>
  );
}
