import { CheckIcon, XIcon } from 'lucide-react';

/** Small and solid beside a toast's text; large and soft over a dialog's message. */
const looks = {
  small: {
    spinner: 'size-5 shrink-0 border-2',
    mark: 'size-6 shrink-0 text-white',
    success: 'bg-success-600',
    error: 'bg-danger-600',
    glyph: 'size-3.5',
    strokeWidth: 3,
  },
  large: {
    spinner: 'size-14 border-4',
    mark: 'size-16',
    success: 'bg-success-100 text-success-600',
    error: 'bg-danger-100 text-danger-600',
    glyph: 'size-8',
    strokeWidth: 2.6,
  },
} as const;

/**
 * How something the visitor started is going: a spinner while it runs, then a tick or a cross
 * in a disc. Decorative: the words beside it say the same.
 */
export function StatusMark({
  status,
  size,
}: {
  status: 'loading' | 'success' | 'error';
  size: keyof typeof looks;
}) {
  const look = looks[size];
  if (status === 'loading') {
    return (
      <span
        aria-hidden="true"
        className={`animate-spin rounded-full border-gold-200 border-t-saffron-600 ${look.spinner}`}
      />
    );
  }
  const Glyph = status === 'success' ? CheckIcon : XIcon;
  return (
    <span
      aria-hidden="true"
      className={`grid place-items-center rounded-full ${look.mark} ${look[status]}`}
    >
      <Glyph className={look.glyph} strokeWidth={look.strokeWidth} />
    </span>
  );
}
