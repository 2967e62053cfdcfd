/** The sidebar's line icons (our own drawings, 24-unit grid, stroke in the current colour). */
const frame = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  className: 'size-6 shrink-0',
} as const;

export function HomeIcon() {
  return (
    <svg aria-hidden="true" {...frame}>
      <path d="M3.5 11.2L12 4l8.5 7.2" />
      <path d="M5.8 9.5V20h4.4v-5.5h3.6V20h4.4V9.5" />
    </svg>
  );
}

export function DashboardIcon() {
  return (
    <svg aria-hidden="true" {...frame}>
      <rect x="3.5" y="3.5" width="7" height="9" rx="1.5" />
      <rect x="13.5" y="3.5" width="7" height="5" rx="1.5" />
      <rect x="13.5" y="11.5" width="7" height="9" rx="1.5" />
      <rect x="3.5" y="15.5" width="7" height="5" rx="1.5" />
    </svg>
  );
}

export function OrdersIcon() {
  return (
    <svg aria-hidden="true" {...frame}>
      <path d="M4 7.5L12 3.5l8 4v9l-8 4-8-4z" />
      <path d="M4 7.5l8 4 8-4M12 11.5v9" />
    </svg>
  );
}

export function AppointmentsIcon() {
  return (
    <svg aria-hidden="true" {...frame}>
      <rect x="3.5" y="5" width="17" height="15.5" rx="2" />
      <path d="M3.5 10h17M8 3v4M16 3v4" />
      <path d="M9 14.8l2 2 4-4" />
    </svg>
  );
}

export function LogoutIcon() {
  return (
    <svg aria-hidden="true" {...frame}>
      <path d="M14 4.5H6.5a2 2 0 0 0-2 2v11a2 2 0 0 0 2 2H14" />
      <path d="M10 12h10.5M17 8.5l3.5 3.5-3.5 3.5" />
    </svg>
  );
}

export function ChevronIcon({ pointsLeft }: { pointsLeft: boolean }) {
  return (
    <svg
      aria-hidden="true"
      {...frame}
      className={`size-5 shrink-0 transition-transform ${pointsLeft ? '' : 'rotate-180'}`}
    >
      <path d="M14.5 6l-6 6 6 6" />
    </svg>
  );
}
