import type { LucideIcon } from 'lucide-react';
import type { ButtonHTMLAttributes } from 'react';

const sizes = {
  sm: 'size-9 [&>svg]:size-4',
  md: 'size-10 [&>svg]:size-5',
  lg: 'size-11 [&>svg]:size-6',
} as const;

/**
 * A round button that shows only an icon: closing dialogs and toasts, opening the menu. `label`
 * is its accessible name, and is required: an icon alone says nothing to a screen reader.
 * Colours come from `className`, as each place's background differs.
 */
export function IconButton({
  icon: Icon,
  label,
  size = 'md',
  className = '',
  ...props
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'aria-label' | 'type'> & {
  icon: LucideIcon;
  label: string;
  size?: keyof typeof sizes;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      className={`grid shrink-0 place-items-center rounded-full ${sizes[size]} ${className}`}
      {...props}
    >
      <Icon strokeWidth={2} />
    </button>
  );
}
