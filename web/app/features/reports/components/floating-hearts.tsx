import { seededRandom } from '@app/contract/seeded-random';
import type { CSSProperties } from 'react';
import { backAndForth, repeatedRun } from './long-keyframes';
import { oneDecimal } from './one-decimal';

/**
 * Hearts rising slowly through the Love Report hero (spec section 9: 15 hearts from the start).
 * Pure CSS: each heart rides a full-height track that moves up by its own height (so the
 * distance is the hero's height at any size), swaying as it goes. Hidden from assistive
 * technology, transparent to the pointer; for visitors who prefer reduced motion the hearts stay
 * still where they are. Positions come from a fixed seed, so prerendered HTML and the hydrated
 * page agree.
 */
const heartCount = 15;
/** Rises per iteration (11-20 s each) and sways per iteration (3.2 s each): see long-keyframes.ts. */
const risesPerIteration = 4;
const swaysPerIteration = 20;

const hearts = (() => {
  const random = seededRandom(15);
  return Array.from({ length: heartCount }, (_, i) => ({
    // Spread across the width, with a little randomness.
    x: oneDecimal(((i + 0.2 + random() * 0.6) / heartCount) * 100),
    size: oneDecimal(12 + random() * 20),
    rest: oneDecimal(8 + random() * 80),
    duration: oneDecimal((11 + random() * 9) * risesPerIteration),
    delay: oneDecimal(-random() * 60),
    tone: i % 3,
    glow: oneDecimal(0.3 + random() * 0.4),
  }));
})();

const tones = ['text-maroon-300', 'text-saffron-300', 'text-gold-200'];

const css = `
.rp-heart-track{position:absolute;top:0;bottom:0;transform:translate3d(0,var(--rest),0)}
.rp-heart{display:block;opacity:var(--glow)}
@media (prefers-reduced-motion:no-preference){
.rp-heart-track{animation:rp-heart-rise var(--duration) linear var(--delay) infinite}
.rp-heart{animation:rp-heart-sway ${swaysPerIteration * 3.2}s ease-in-out var(--delay) infinite}
${repeatedRun('rp-heart-rise', 'transform:translate3d(0,100%,0)', 'transform:translate3d(0,-12%,0)', risesPerIteration)}
${backAndForth(
  'rp-heart-sway',
  'transform:translate3d(-10px,0,0) rotate(-10deg)',
  'transform:translate3d(10px,0,0) rotate(10deg)',
  swaysPerIteration / 2,
)}}`;

export function FloatingHearts({ className = '' }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      data-decoration="hearts"
      className={`pointer-events-none absolute inset-0 overflow-hidden ${className}`}
    >
      <style>{css}</style>
      {hearts.map((heart, index) => (
        <span
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of decorations
          key={index}
          className={`rp-heart-track ${tones[heart.tone]}`}
          data-heart=""
          style={
            {
              left: `${heart.x}%`,
              '--rest': `${heart.rest}%`,
              '--duration': `${heart.duration}s`,
              '--delay': `${heart.delay}s`,
            } as CSSProperties
          }
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="rp-heart"
            width={heart.size}
            height={heart.size}
            fill="currentColor"
            style={{ '--glow': heart.glow } as CSSProperties}
          >
            <path d="M12 21s-8.5-5.2-8.5-11.4A4.9 4.9 0 0 1 12 6.6a4.9 4.9 0 0 1 8.5 3C20.5 15.8 12 21 12 21Z" />
          </svg>
        </span>
      ))}
    </div>
  );
}
