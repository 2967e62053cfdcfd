import type { ReactNode } from 'react';
import { type IconProps, LineIcon } from '~/components/ui/line-icon';

/**
 * Line icons of the content pages, drawn here on a 24-unit grid with round strokes in the
 * current colour. All are decorative (aria-hidden); the text beside them carries the meaning.
 */

/** This page's icons draw slightly bolder than the shared default. */
function Icon(props: IconProps & { children: ReactNode }) {
  return <LineIcon strokeWidth="1.8" {...props} />;
}

/** A screen with a play button: the YouTube podcast. */
export function PodcastIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="2.5" y="4.5" width="19" height="13" rx="3" />
      <path d="M10 8.5v5l4.2-2.5z" fill="currentColor" />
      <path d="M8 20.5h8" />
    </Icon>
  );
}

/** A speaker at a lectern with a microphone: the keynote. */
export function KeynoteIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="5" r="2.2" />
      <path d="M8.5 12.5c0-2 1.6-3.5 3.5-3.5s3.5 1.5 3.5 3.5" />
      <path d="M5 12.5h14l-1.5 8.5h-11z" />
      <path d="M16.5 9.5l2-3" />
    </Icon>
  );
}

/** A camera with a "live" dot: the Instagram Live. */
export function LiveIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="3" y="3" width="18" height="18" rx="5.5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.3" cy="6.7" r="1" fill="currentColor" stroke="none" />
    </Icon>
  );
}

/** A medal on a ribbon: an award. */
export function AwardIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M8 2.5l2.5 6M16 2.5l-2.5 6" />
      <circle cx="12" cy="14.5" r="6" />
      <path d="M12 11.5l.9 1.9 2.1.3-1.5 1.4.4 2.1-1.9-1-1.9 1 .4-2.1-1.5-1.4 2.1-.3z" />
    </Icon>
  );
}

export function ClockIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3.2 2" />
    </Icon>
  );
}

export function PhoneIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M7.4 3.4l2.3 4.3-1.9 1.6a10.8 10.8 0 0 0 6.9 6.9l1.6-1.9 4.3 2.3-1.1 3.3a2.2 2.2 0 0 1-2.3 1.4C10.1 20.6 3.4 13.9 2.7 6.8a2.2 2.2 0 0 1 1.4-2.3z" />
    </Icon>
  );
}

export function MailIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="3" y="5" width="18" height="14" rx="2.5" />
      <path d="M3.8 6.5l8.2 6.3 8.2-6.3" />
    </Icon>
  );
}

/** A parcel: orders. */
export function ParcelIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M12 2.8l8.5 4.6v9.2L12 21.2l-8.5-4.6V7.4z" />
      <path d="M3.5 7.4L12 12l8.5-4.6M12 12v9.2M7.8 5.1l8.4 4.6" />
    </Icon>
  );
}

/** An envelope leaving with speed lines: report delivery. */
export function DeliveryIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="7" y="6" width="14" height="11" rx="2" />
      <path d="M7.6 7l6.4 5 6.4-5M2.5 9h2.5M1.5 12.5h3.5M3 16h2" />
    </Icon>
  );
}

/** A phone with a speech bubble: consultations. */
export function ConsultationIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4 14.5c0-4.4 3.6-8 8-8s8 3.6 8 8" />
      <rect x="2.5" y="13.5" width="4" height="6.5" rx="1.5" />
      <rect x="17.5" y="13.5" width="4" height="6.5" rx="1.5" />
      <path d="M20 20c0 1.2-2 2-4.5 2H13" />
    </Icon>
  );
}

/** A curved arrow back: returns. */
export function ReturnIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M9 14.5L4 9.5l5-5" />
      <path d="M4 9.5h10.5a5.5 5.5 0 0 1 0 11H11" />
    </Icon>
  );
}

/** A speech bubble: send a request. */
export function ChatIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4 5.5h16a1.5 1.5 0 0 1 1.5 1.5v9a1.5 1.5 0 0 1-1.5 1.5H10l-4.5 3.5V17.5H4A1.5 1.5 0 0 1 2.5 16V7A1.5 1.5 0 0 1 4 5.5z" />
      <path d="M7 10h10M7 13.5h6" />
    </Icon>
  );
}

export function DocumentIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M6 2.5h8.5L19 7v14.5H6z" />
      <path d="M14 2.5V7.5h5M9 12h7M9 15.5h7M9 19h4" />
    </Icon>
  );
}

export function CheckIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </Icon>
  );
}

export function ArrowRightIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M5 12h14M13 6l6 6-6 6" />
    </Icon>
  );
}

export function DownloadIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M12 3.5v11M7 10l5 5 5-5M4.5 19.5h15" />
    </Icon>
  );
}

/** A sparkle: used as the list marker of the values and the steps. */
export function SparkleIcon(props: IconProps) {
  return (
    <Icon {...props} strokeWidth="1.4">
      <path
        d="M12 3c.6 4.6 2.4 6.4 7 7-4.6.6-6.4 2.4-7 7-.6-4.6-2.4-6.4-7-7 4.6-.6 6.4-2.4 7-7z"
        fill="currentColor"
      />
    </Icon>
  );
}
