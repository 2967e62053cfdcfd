import { type IconProps, LineIcon } from '~/components/ui/line-icon';

/**
 * The home page's line icons, drawn on a 24-unit grid in the current text colour. Decorative:
 * each sits next to its own text, so they are hidden from screen readers.
 */

/* Services */

export function SaturnIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <circle cx="12" cy="12" r="5" />
      <path d="M7.6 9.6C4 8.2 1.6 8.3 1.2 9.5c-.6 1.8 4 4.8 10.3 6.8s11.7 2.2 12.3.4c.4-1.2-1.5-2.8-4.9-4.3" />
      <path d="M10.5 9.8a2.6 2.6 0 0 1 2.6-.9" />
    </LineIcon>
  );
}

export function HeartIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M12 20s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.2a4.3 4.3 0 0 1 7.5 2.6C19.5 15.4 12 20 12 20Z" />
      <path d="m18.5 2.5.5 1.5 1.5.5-1.5.5-.5 1.5-.5-1.5-1.5-.5 1.5-.5Z" />
    </LineIcon>
  );
}

export function KundliIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <rect x="3.5" y="3.5" width="17" height="17" rx="1" />
      <path d="m3.5 3.5 17 17m0-17-17 17M12 3.5l8.5 8.5-8.5 8.5L3.5 12Z" />
    </LineIcon>
  );
}

export function CoupleIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <circle cx="9" cy="13.5" r="5.5" />
      <circle cx="15" cy="13.5" r="5.5" />
      <path d="m12 3 1.2 2.3L12 7.5l-1.2-2.2Z" />
    </LineIcon>
  );
}

export function PhoneIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M5 3.5h3.2l1.6 4-2.1 1.4a11 11 0 0 0 5.4 5.4l1.4-2.1 4 1.6V17a2 2 0 0 1-2 2A15.5 15.5 0 0 1 3 5.5a2 2 0 0 1 2-2Z" />
      <path d="M14.5 3.5a6 6 0 0 1 6 6M14.5 7a2.5 2.5 0 0 1 2.5 2.5" />
    </LineIcon>
  );
}

export function GemIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M7 4h10l4 5-9 11L3 9Z" />
      <path d="M3 9h18M9.5 4 8 9l4 11 4-11-1.5-5" />
    </LineIcon>
  );
}

/* Free calculators */

export function PanchangIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <rect x="3.5" y="5" width="17" height="15.5" rx="2" />
      <path d="M3.5 9.5h17M8 3v4m8-4v4" />
      <circle cx="12" cy="15" r="2.2" />
      <path d="M12 11.3v.6m0 6.2v.6m3.7-3.7h-.6m-6.2 0h-.6" />
    </LineIcon>
  );
}

export function StarIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="m12 3 2.4 5.6 6.1.5-4.6 4 1.4 6-5.3-3.2-5.3 3.2 1.4-6-4.6-4 6.1-.5Z" />
    </LineIcon>
  );
}

export function MatchingIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <rect x="2.5" y="6" width="10" height="10" rx="1" />
      <path d="m2.5 6 10 10m0-10-10 10" />
      <rect x="11.5" y="8" width="10" height="10" rx="1" />
      <path d="m11.5 8 10 10m0-10-10 10" />
    </LineIcon>
  );
}

export function MoonIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M19.5 14.5A8 8 0 0 1 9.5 4.5a8 8 0 1 0 10 10Z" />
      <path d="m17 3 .6 1.4L19 5l-1.4.6L17 7l-.6-1.4L15 5l1.4-.6Z" />
    </LineIcon>
  );
}

/* Trust badges */

export function CertificateIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <circle cx="12" cy="9" r="5.5" />
      <path d="m9.3 9 1.8 1.8 3.6-3.6" />
      <path d="m8.5 13.5-1.5 7 5-2.5 5 2.5-1.5-7" />
    </LineIcon>
  );
}

export function SparkleGemIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M6 8h9l3 4-7.5 8.5L3 12Z" />
      <path d="M3 12h15" />
      <path d="m19 2 .8 2.2L22 5l-2.2.8L19 8l-.8-2.2L16 5l2.2-.8Z" />
    </LineIcon>
  );
}

export function ShieldIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M12 3 4.5 6v5.5c0 4.5 3.2 8.2 7.5 9.5 4.3-1.3 7.5-5 7.5-9.5V6Z" />
      <path d="m8.8 12 2.2 2.2 4.3-4.4" />
    </LineIcon>
  );
}

export function PriceTagIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M3.5 12.2V4.5a1 1 0 0 1 1-1h7.7l8.3 8.3a1.5 1.5 0 0 1 0 2.1l-6.6 6.6a1.5 1.5 0 0 1-2.1 0Z" />
      <path d="M9 9.5h4.5M9 11.5h4.5M11 9.5c1.6 0 1.6 4-1.6 4l3.6 3.5" />
    </LineIcon>
  );
}

export function SealIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="m12 2.5 2.2 1.6 2.7-.2.9 2.6 2.3 1.5-.8 2.6.8 2.6-2.3 1.5-.9 2.6-2.7-.2L12 21.5l-2.2-1.6-2.7.2-.9-2.6-2.3-1.5.8-2.6-.8-2.6 2.3-1.5.9-2.6 2.7.2Z" />
      <path d="m8.8 12 2.2 2.2 4.3-4.4" />
    </LineIcon>
  );
}

export function VarietyIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <rect x="3.5" y="3.5" width="7" height="7" rx="1.5" />
      <circle cx="17" cy="7" r="3.5" />
      <path d="m7 13.5 3.5 7h-7Z" />
      <path d="M14 14h6l-1 6.5h-4Z" />
    </LineIcon>
  );
}

/* Controls */

export function ChevronIcon({ direction, ...props }: IconProps & { direction: 'left' | 'right' }) {
  return (
    <LineIcon strokeWidth="2.2" {...props}>
      <path d={direction === 'left' ? 'm15 18-6-6 6-6' : 'm9 18 6-6-6-6'} />
    </LineIcon>
  );
}

export function PauseIcon(props: IconProps) {
  return (
    <LineIcon strokeWidth="2.2" {...props}>
      <path d="M9 6v12M15 6v12" />
    </LineIcon>
  );
}

export function PlayIcon(props: IconProps) {
  return (
    <LineIcon {...props} fill="currentColor" stroke="none">
      <path d="M8 5.5v13a.8.8 0 0 0 1.2.7l10-6.5a.8.8 0 0 0 0-1.4l-10-6.5A.8.8 0 0 0 8 5.5Z" />
    </LineIcon>
  );
}

export function ArrowRightIcon(props: IconProps) {
  return (
    <LineIcon strokeWidth="2" {...props}>
      <path d="M5 12h14m-5-5 5 5-5 5" />
    </LineIcon>
  );
}
