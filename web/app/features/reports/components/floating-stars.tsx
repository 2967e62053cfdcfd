import { seededRandom } from '@app/contract/seeded-random';
import type { CSSProperties } from 'react';
import { backAndForth } from './long-keyframes';
import { oneDecimal } from './one-decimal';

/**
 * Decorative stars drifting and twinkling over the Sade Sati hero: pure CSS (transform and
 * opacity, so the compositor does the work; each star's one iteration holds many drifts, see
 * long-keyframes.ts), hidden from assistive technology, transparent to the pointer, and
 * perfectly still for visitors who prefer reduced motion. Positions come from a fixed seed, so
 * the prerendered HTML and the hydrated page agree.
 */
const maxStars = 28;
/** Drifts out and back per iteration: 5-12 s each way, so one iteration lasts 1-2.4 minutes. */
const driftsPerIteration = 6;

type Star = { x: number; y: number; size: number; delay: number; duration: number; glow: number };

const stars: Star[] = (() => {
  const random = seededRandom(7);
  return Array.from({ length: maxStars }, () => ({
    x: oneDecimal(random() * 100),
    y: oneDecimal(random() * 100),
    size: oneDecimal(4 + random() ** 2 * 12),
    delay: oneDecimal(-random() * 60),
    duration: oneDecimal((5 + random() * 7) * driftsPerIteration * 2),
    glow: oneDecimal(0.35 + random() * 0.6),
  }));
})();

const css = `
.rp-star{position:absolute;display:block;background:currentColor;opacity:var(--glow);
clip-path:polygon(50% 0,61% 39%,100% 50%,61% 61%,50% 100%,39% 61%,0 50%,39% 39%)}
@media (prefers-reduced-motion:no-preference){
.rp-star{animation:rp-star-drift var(--duration) ease-in-out var(--delay) infinite}
${backAndForth(
  'rp-star-drift',
  'transform:translate3d(0,0,0) scale(.6) rotate(0);opacity:calc(var(--glow)*.4)',
  'transform:translate3d(6px,-22px,0) scale(1) rotate(45deg);opacity:var(--glow)',
  driftsPerIteration,
)}}`;

/** `count` stars (at most 28), the same ones every time. */
export function FloatingStars({
  count = maxStars,
  className = '',
}: {
  count?: number;
  className?: string;
}) {
  return (
    <div
      aria-hidden="true"
      data-decoration="stars"
      className={`pointer-events-none absolute inset-0 overflow-hidden text-gold-200 ${className}`}
    >
      <style>{css}</style>
      {stars.slice(0, count).map((star, index) => (
        <span
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of decorations
          key={index}
          className="rp-star"
          style={
            {
              left: `${star.x}%`,
              top: `${star.y}%`,
              width: star.size,
              height: star.size,
              '--glow': star.glow,
              '--delay': `${star.delay}s`,
              '--duration': `${star.duration}s`,
            } as CSSProperties
          }
        />
      ))}
    </div>
  );
}
