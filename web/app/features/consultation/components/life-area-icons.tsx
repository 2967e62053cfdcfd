import { type IconProps, LineIcon } from '~/components/ui/line-icon';

/** Line icons for the six life areas, on a 24-unit grid in the current colour; decorative. */

export function CareerIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <rect x="3" y="7" width="18" height="13" rx="2" />
      <path d="M9 7V5a2 2 0 0 1 2-2h2a2 2 0 0 1 2 2v2M3 13h18M11 13v2h2v-2" />
    </LineIcon>
  );
}

export function LoveIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M12 20s-7.5-4.4-7.5-10A4.3 4.3 0 0 1 12 7.3 4.3 4.3 0 0 1 19.5 10c0 5.6-7.5 10-7.5 10Z" />
    </LineIcon>
  );
}

export function HealthIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M3 12h4l2-5 4 10 2-5h6" />
    </LineIcon>
  );
}

export function BusinessIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M4 20V10M10 20V4M16 20v-7M22 20H2" />
      <path d="m4 7 6-4 6 7 5-3" />
    </LineIcon>
  );
}

export function MarriageIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <circle cx="9" cy="14" r="5" />
      <circle cx="15" cy="14" r="5" />
      <path d="m10 5 2-2 2 2-2 2Z" />
    </LineIcon>
  );
}

export function ChildIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <circle cx="12" cy="6" r="3" />
      <path d="M7 21v-4a5 5 0 0 1 10 0v4M9 13l-3-2M15 13l3-2" />
    </LineIcon>
  );
}
