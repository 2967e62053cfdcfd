import { zodiacSigns } from '@app/contract/zodiac';

const size = 400;
const center = size / 2;
const outer = 190;
const inner = 140;
const symbolRadius = (outer + inner) / 2;

/**
 * A decorative zodiac wheel in gold line work: the twelve symbols between two rings, with the
 * house spokes. Turns very slowly; still for visitors who prefer reduced motion.
 */
export function ZodiacWheel({ className = '' }: { className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox={`0 0 ${size} ${size}`}
      className={`text-gold-300 motion-safe:animate-[spin_240s_linear_infinite] ${className}`}
    >
      <g fill="none" stroke="currentColor">
        <circle cx={center} cy={center} r={outer} strokeOpacity={0.55} />
        <circle cx={center} cy={center} r={outer - 6} strokeOpacity={0.25} />
        <circle cx={center} cy={center} r={inner} strokeOpacity={0.45} />
        <circle cx={center} cy={center} r={60} strokeOpacity={0.25} />
        {zodiacSigns.map((sign, index) => {
          const angle = (index / zodiacSigns.length) * Math.PI * 2;
          return (
            <line
              key={sign.name}
              x1={center + Math.cos(angle) * 60}
              y1={center + Math.sin(angle) * 60}
              x2={center + Math.cos(angle) * outer}
              y2={center + Math.sin(angle) * outer}
              strokeOpacity={0.2}
            />
          );
        })}
      </g>
      <g
        fill="currentColor"
        fillOpacity={0.8}
        fontSize={24}
        textAnchor="middle"
        dominantBaseline="central"
      >
        {zodiacSigns.map((sign, index) => {
          const angle = ((index + 0.5) / zodiacSigns.length) * Math.PI * 2 - Math.PI / 2;
          return (
            <text
              key={sign.name}
              x={center + Math.cos(angle) * symbolRadius}
              y={center + Math.sin(angle) * symbolRadius}
            >
              {sign.symbol}
            </text>
          );
        })}
      </g>
      <circle cx={center} cy={center} r={6} fill="currentColor" fillOpacity={0.6} />
    </svg>
  );
}
