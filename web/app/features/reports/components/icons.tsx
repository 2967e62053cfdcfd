import type { ReactNode } from 'react';
import { type IconProps, LineIcon } from '~/components/ui/line-icon';

/**
 * Line icons of the report pages, on a 24-unit grid in the current text colour (the same style as
 * the home page's). Decorative: each sits next to its own text, so they are hidden from screen
 * readers.
 */
export type ReportIcon = (props: IconProps) => ReactNode;

export const CheckIcon: ReportIcon = (props) => (
  <LineIcon {...props}>
    <path d="m5 12.5 4.5 4.5L19 7.5" />
  </LineIcon>
);

export const StarIcon: ReportIcon = (props) => (
  <LineIcon {...props}>
    <path d="m12 3 2.6 5.6 6.1.7-4.5 4.2 1.2 6L12 16.6 6.6 19.5l1.2-6-4.5-4.2 6.1-.7Z" />
  </LineIcon>
);

export const SparkleIcon: ReportIcon = (props) => (
  <LineIcon {...props}>
    <path d="M12 3c.6 4.6 2.4 6.4 7 7-4.6.6-6.4 2.4-7 7-.6-4.6-2.4-6.4-7-7 4.6-.6 6.4-2.4 7-7Z" />
    <path d="M19 16c.2 1.5.8 2.1 2.3 2.3-1.5.2-2.1.8-2.3 2.3-.2-1.5-.8-2.1-2.3-2.3 1.5-.2 2.1-.8 2.3-2.3Z" />
  </LineIcon>
);

export const PlayIcon: ReportIcon = (props) => (
  <LineIcon {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M10 8.5v7l5.5-3.5Z" fill="currentColor" />
  </LineIcon>
);

export const ClockIcon: ReportIcon = (props) => (
  <LineIcon {...props}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 7.5V12l3 2" />
  </LineIcon>
);

export const MailIcon: ReportIcon = (props) => (
  <LineIcon {...props}>
    <rect x="3" y="5.5" width="18" height="13" rx="2" />
    <path d="m3.5 7 8.5 6.5L20.5 7" />
  </LineIcon>
);

export const HeadsetIcon: ReportIcon = (props) => (
  <LineIcon {...props}>
    <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
    <rect x="3.5" y="13" width="4" height="6" rx="1.5" />
    <rect x="16.5" y="13" width="4" height="6" rx="1.5" />
    <path d="M18.5 19c0 1.3-1.6 2-4 2H12" />
  </LineIcon>
);

export const UserStarIcon: ReportIcon = (props) => (
  <LineIcon {...props}>
    <circle cx="10" cy="8" r="3.8" />
    <path d="M3 20.5c.6-3.6 3.3-5.8 7-5.8 1.3 0 2.5.3 3.5.8" />
    <path d="m18 13.5.9 1.9 2.1.3-1.5 1.4.4 2.1-1.9-1-1.9 1 .4-2.1-1.5-1.4 2.1-.3Z" />
  </LineIcon>
);

export const CalendarIcon: ReportIcon = (props) => (
  <LineIcon {...props}>
    <rect x="3.5" y="5" width="17" height="15.5" rx="2" />
    <path d="M3.5 9.5h17M8 3v4M16 3v4" />
    <path d="M7.5 13h2M11 13h2M14.5 13h2M7.5 16.5h2M11 16.5h2" />
  </LineIcon>
);

export const ScrollIcon: ReportIcon = (props) => (
  <LineIcon {...props}>
    <path d="M7 4h11.5a2 2 0 0 1 0 4H17v10.5a2.5 2.5 0 0 1-2.5 2.5H5.5a2 2 0 0 1 0-4H7Z" />
    <path d="M7 17V6a2 2 0 1 0-4 0v1.5h4M10 9h4.5M10 12.5h4.5" />
  </LineIcon>
);

export const ChatIcon: ReportIcon = (props) => (
  <LineIcon {...props}>
    <path d="M4 5.5h16v10.5H10l-4.5 3.5V16H4Z" />
    <path d="M8 9.5h8M8 12.5h5" />
  </LineIcon>
);

export const BriefcaseIcon: ReportIcon = (props) => (
  <LineIcon {...props}>
    <rect x="3" y="7" width="18" height="12.5" rx="2" />
    <path d="M9 7V5.5A1.5 1.5 0 0 1 10.5 4h3A1.5 1.5 0 0 1 15 5.5V7M3 12.5h18M11 12.5v1.5h2v-1.5" />
  </LineIcon>
);

export const PeopleIcon: ReportIcon = (props) => (
  <LineIcon {...props}>
    <circle cx="8.5" cy="8" r="3.2" />
    <circle cx="16.5" cy="9" r="2.6" />
    <path d="M2.5 19.5c.5-3.3 2.8-5.3 6-5.3s5.5 2 6 5.3M14.5 14.4c.6-.2 1.3-.3 2-.3 2.7 0 4.5 1.7 5 4.6" />
  </LineIcon>
);

export const RingsIcon: ReportIcon = (props) => (
  <LineIcon {...props}>
    <circle cx="9" cy="14.5" r="5.5" />
    <circle cx="15" cy="14.5" r="5.5" />
    <path d="m7.5 6 1.5-2.5L10.5 6 9 8Z" />
  </LineIcon>
);

export const HeartPulseIcon: ReportIcon = (props) => (
  <LineIcon {...props}>
    <path d="M12 20s-8-4.7-8-10.5A4.4 4.4 0 0 1 12 7a4.4 4.4 0 0 1 8 2.5C20 15.3 12 20 12 20Z" />
    <path d="M5 12.5h3.5l1.5-2.5 2.5 5 1.5-2.5H19" />
  </LineIcon>
);

export const CoinsIcon: ReportIcon = (props) => (
  <LineIcon {...props}>
    <ellipse cx="9" cy="6.5" rx="6" ry="2.5" />
    <path d="M3 6.5v4c0 1.4 2.7 2.5 6 2.5s6-1.1 6-2.5v-4" />
    <path d="M9 16.5c-3.3 0-6-1.1-6-2.5v-3.5M9 13v4c0 1.4 2.7 2.5 6 2.5s6-1.1 6-2.5v-4" />
    <ellipse cx="15" cy="13" rx="6" ry="2.5" />
  </LineIcon>
);

export const HeartIcon: ReportIcon = (props) => (
  <LineIcon {...props}>
    <path d="M12 20s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.2a4.3 4.3 0 0 1 7.5 2.6C19.5 15.4 12 20 12 20Z" />
  </LineIcon>
);

export const UserHeartIcon: ReportIcon = (props) => (
  <LineIcon {...props}>
    <circle cx="10" cy="8" r="3.8" />
    <path d="M3 20.5c.6-3.6 3.3-5.8 7-5.8 1 0 2 .2 2.8.5" />
    <path d="M18 21s-3.5-2.1-3.5-4.6a1.9 1.9 0 0 1 3.5-1 1.9 1.9 0 0 1 3.5 1C21.5 18.9 18 21 18 21Z" />
  </LineIcon>
);

export const TwoHeartsIcon: ReportIcon = (props) => (
  <LineIcon {...props}>
    <path d="M9 18s-6-3.6-6-8.1A3.4 3.4 0 0 1 9 8a3.4 3.4 0 0 1 6 1.9" />
    <path d="M15.5 21s-5.5-3.3-5.5-7.3a3 3 0 0 1 5.5-1.8 3 3 0 0 1 5.5 1.8c0 4-5.5 7.3-5.5 7.3Z" />
  </LineIcon>
);

export const ScaleIcon: ReportIcon = (props) => (
  <LineIcon {...props}>
    <path d="M12 4v16M7 20h10M5 7h14M12 4.5 5 7l-2.5 6a3 3 0 0 0 5 0L5 7M19 7l-2.5 6a3 3 0 0 0 5 0L19 7" />
  </LineIcon>
);

export const LotusIcon: ReportIcon = (props) => (
  <LineIcon {...props}>
    <path d="M12 19c-2.5-2-3.5-4.5-3.5-7.5S10 6 12 4c2 2 3.5 4.5 3.5 7.5S14.5 17 12 19Z" />
    <path d="M9 17.8C6.2 17.4 3.8 15.5 3 12c2 0 3.9.5 5.6 1.6M15 17.8c2.8-.4 5.2-2.3 6-5.8-2 0-3.9.5-5.6 1.6" />
    <path d="M4 20.5h16" />
  </LineIcon>
);

export const CrystalBallIcon: ReportIcon = (props) => (
  <LineIcon {...props}>
    <circle cx="12" cy="10.5" r="7" />
    <path d="M7 21h10M8.5 17.5 7 21M15.5 17.5 17 21" />
    <path d="M9.5 8c.5-1.2 1.4-2 2.7-2.3" />
  </LineIcon>
);

export const UserIcon: ReportIcon = (props) => (
  <LineIcon {...props}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4.5 20.5c.7-4 3.6-6.3 7.5-6.3s6.8 2.3 7.5 6.3" />
  </LineIcon>
);

export const CoupleIcon: ReportIcon = (props) => (
  <LineIcon {...props}>
    <circle cx="8" cy="7.5" r="3" />
    <circle cx="16" cy="7.5" r="3" />
    <path d="M2.5 19.5c.4-3.5 2.5-5.5 5.5-5.5 1.7 0 3 .6 4 1.7 1-1.1 2.3-1.7 4-1.7 3 0 5.1 2 5.5 5.5" />
    <path d="M12 13.2s-1.6-1-1.6-2.2a.9.9 0 0 1 1.6-.5.9.9 0 0 1 1.6.5c0 1.2-1.6 2.2-1.6 2.2Z" />
  </LineIcon>
);

export const HeartCrackIcon: ReportIcon = (props) => (
  <LineIcon {...props}>
    <path d="M12 20s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.2a4.3 4.3 0 0 1 7.5 2.6C19.5 15.4 12 20 12 20Z" />
    <path d="m12 7.2-1.5 3.6 3 1.7-2 3.5" />
  </LineIcon>
);

export const QuestionIcon: ReportIcon = (props) => (
  <LineIcon {...props}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M9.5 9.5a2.5 2.5 0 1 1 3.6 2.2c-.7.4-1.1 1-1.1 1.8v.5" />
    <circle cx="12" cy="17" r=".6" fill="currentColor" />
  </LineIcon>
);

export const LockIcon: ReportIcon = (props) => (
  <LineIcon {...props}>
    <rect x="4.5" y="10.5" width="15" height="10" rx="2" />
    <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3M12 14.5v2.5" />
  </LineIcon>
);

export const HandHeartIcon: ReportIcon = (props) => (
  <LineIcon {...props}>
    <path d="M3 14.5h3.5l4 1.5h3a1.5 1.5 0 0 1 0 3H9.5M6.5 20.5l5.5 1.5 8-3.5a1.6 1.6 0 0 0-1.3-2.9L13.5 17.5" />
    <path d="M3 13v8.5" />
    <path d="M14.5 11.5S11 9.5 11 7a2 2 0 0 1 3.5-1.3A2 2 0 0 1 18 7c0 2.5-3.5 4.5-3.5 4.5Z" />
  </LineIcon>
);

export const StoreIcon: ReportIcon = (props) => (
  <LineIcon {...props}>
    <path d="M4 9.5V20h16V9.5M3 9.5 5 4h14l2 5.5a2.5 2.5 0 0 1-4.5 1.5 2.5 2.5 0 0 1-4.5 0 2.5 2.5 0 0 1-4.5 0A2.5 2.5 0 0 1 3 9.5Z" />
    <path d="M10 20v-5h4v5" />
  </LineIcon>
);

export const WalletIcon: ReportIcon = (props) => (
  <LineIcon {...props}>
    <path d="M18 7V5.5A1.5 1.5 0 0 0 16.5 4H5a2 2 0 0 0 0 4h14a1.5 1.5 0 0 1 1.5 1.5v9A1.5 1.5 0 0 1 19 20H5a2 2 0 0 1-2-2V6" />
    <path d="M20.5 12H17a2 2 0 0 0 0 4h3.5" />
  </LineIcon>
);

export const HomeIcon: ReportIcon = (props) => (
  <LineIcon {...props}>
    <path d="M3.5 11 12 4l8.5 7M5.5 9.5V20h13V9.5" />
    <path d="M10 20v-5.5h4V20" />
    <path d="m17 3 .5 1.3 1.3.5-1.3.5-.5 1.3-.5-1.3-1.3-.5 1.3-.5Z" />
  </LineIcon>
);

export const AlertIcon: ReportIcon = (props) => (
  <LineIcon {...props}>
    <path d="M12 3.5 21 19.5H3Z" />
    <path d="M12 9.5v4.5" />
    <circle cx="12" cy="16.8" r=".6" fill="currentColor" />
  </LineIcon>
);

export const GemIcon: ReportIcon = (props) => (
  <LineIcon {...props}>
    <path d="M6.5 4h11L21 9l-9 11L3 9Z" />
    <path d="M3 9h18M9.5 4 8 9l4 11 4-11-1.5-5" />
  </LineIcon>
);

export const DiyaIcon: ReportIcon = (props) => (
  <LineIcon {...props}>
    <path d="M12 3c1.8 2 2.2 3.8 1.3 5.2a1.6 1.6 0 0 1-2.6 0C9.8 6.8 10.2 5 12 3Z" />
    <path d="M3 12.5h18c-.8 3.8-4.3 6.5-9 6.5s-8.2-2.7-9-6.5Z" />
    <path d="M9 21.5h6" />
  </LineIcon>
);

export const NumbersIcon: ReportIcon = (props) => (
  <LineIcon {...props}>
    <path d="M9.5 3.5 7.5 20.5M16.5 3.5l-2 17M4 8.5h16.5M3.5 15.5H20" />
  </LineIcon>
);

export const HourglassIcon: ReportIcon = (props) => (
  <LineIcon {...props}>
    <path d="M6 3h12M6 21h12M7 3c0 5 5 5.5 5 9s-5 4-5 9M17 3c0 5-5 5.5-5 9s5 4 5 9" />
    <path d="M9.5 18.5h5" />
  </LineIcon>
);

export const ChartIcon: ReportIcon = (props) => (
  <LineIcon {...props}>
    <path d="M3.5 3.5v17h17" />
    <path d="m7 15 3.5-4.5 3 2.5L19 6" />
    <circle cx="19" cy="6" r="1.2" fill="currentColor" />
  </LineIcon>
);

export const KundliIcon: ReportIcon = (props) => (
  <LineIcon {...props}>
    <rect x="3.5" y="3.5" width="17" height="17" rx="1" />
    <path d="m3.5 3.5 17 17m0-17-17 17M12 3.5l8.5 8.5-8.5 8.5L3.5 12Z" />
  </LineIcon>
);

export const MarsIcon: ReportIcon = (props) => (
  <LineIcon {...props}>
    <circle cx="10" cy="14" r="6" />
    <path d="M14.5 9.5 20 4M15 4h5v5" />
  </LineIcon>
);

export const SunIcon: ReportIcon = (props) => (
  <LineIcon {...props}>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2.5v2.5M12 19v2.5M2.5 12H5M19 12h2.5M5.3 5.3 7 7M17 17l1.7 1.7M5.3 18.7 7 17M17 7l1.7-1.7" />
  </LineIcon>
);

export const CompassIcon: ReportIcon = (props) => (
  <LineIcon {...props}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="m15.5 8.5-2 5-5 2 2-5Z" />
  </LineIcon>
);

export const OmIcon: ReportIcon = (props) => (
  <LineIcon {...props}>
    <path d="M5 8.5c1.2-1.4 3.9-1.4 4.5.6.6 2-1.5 3-3 3 2.5 0 4.3 1.4 3.8 3.8-.5 2.3-3.6 3-6.3 1" />
    <path d="M9.6 12.2c1.2-1.7 3.3-2.6 5-1.3 1.5 1.1 1.3 3.4 0 4.8-1 1-2.3 1.6-3.2 1.5M18.5 13.5c1.5 1 1.7 3.6.4 5" />
    <path d="M11.5 5.5c1.4 1.2 3.8 1.4 5.5 0M17.5 2.8l.5.5-.5.5-.5-.5Z" />
  </LineIcon>
);

export const ListCheckIcon: ReportIcon = (props) => (
  <LineIcon {...props}>
    <path d="M11 6h9.5M11 12h9.5M11 18h9.5" />
    <path d="m3.5 6 1.5 1.5L8 4.5M3.5 12l1.5 1.5L8 10.5M3.5 18l1.5 1.5 3-3" />
  </LineIcon>
);

export const ArrowRightIcon: ReportIcon = (props) => (
  <LineIcon {...props}>
    <path d="M4.5 12h15M13.5 6l6 6-6 6" />
  </LineIcon>
);

export const ChevronIcon: ReportIcon = (props) => (
  <LineIcon {...props}>
    <path d="m9 18 6-6-6-6" />
  </LineIcon>
);

export const PauseIcon: ReportIcon = (props) => (
  <LineIcon {...props}>
    <path d="M9 6v12M15 6v12" strokeWidth="2.4" />
  </LineIcon>
);

export const ResumeIcon: ReportIcon = (props) => (
  <LineIcon {...props}>
    <path d="M8 5.5v13l10.5-6.5Z" fill="currentColor" />
  </LineIcon>
);

export const RisingIcon: ReportIcon = (props) => (
  <LineIcon {...props}>
    <path d="M3 18.5h18M6 18.5a6 6 0 0 1 12 0" />
    <path d="M12 3v7M9 6l3-3 3 3" />
  </LineIcon>
);

export const PeakIcon: ReportIcon = (props) => (
  <LineIcon {...props}>
    <circle cx="12" cy="12" r="4.5" />
    <path d="M4 13.5c-1.3-.3-2-.8-1.8-1.4.4-1.5 5-1.3 10.3.4s9.3 4.2 8.9 5.7c-.2.6-1.2.8-2.7.6" />
  </LineIcon>
);

export const SettingIcon: ReportIcon = (props) => (
  <LineIcon {...props}>
    <path d="M3 18.5h18M6 18.5a6 6 0 0 1 12 0" />
    <path d="M12 3v7M9 7l3 3 3-3" />
  </LineIcon>
);
