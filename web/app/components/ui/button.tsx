import type { ComponentProps, ReactNode } from 'react';
import { Link } from '~/components/ui/localized-link';

/**
 * The site's buttons. `primary` (maroon) is the main call to action, `accent` (saffron on
 * dark backgrounds), `outline` for secondary actions, `checkout` (purple) only in payment.
 */
export type ButtonVariant = 'primary' | 'accent' | 'outline' | 'checkout' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-maroon-700 text-white hover:bg-maroon-800 focus-visible:outline-maroon-700',
  accent: 'bg-gold-400 text-maroon-950 hover:bg-gold-300 focus-visible:outline-gold-400',
  outline:
    'border-2 border-maroon-700 text-maroon-700 hover:bg-maroon-50 focus-visible:outline-maroon-700',
  checkout: 'bg-checkout-600 text-white hover:bg-checkout-700 focus-visible:outline-checkout-600',
  ghost: 'text-maroon-700 hover:bg-maroon-50',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'min-h-9 px-4 text-sm',
  md: 'min-h-11 px-6 text-base',
  lg: 'min-h-13 px-8 text-lg',
};

export function buttonClasses(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  extra = '',
): string {
  return `${base} ${variants[variant]} ${sizes[size]} ${extra}`.trim();
}

type ButtonProps = ComponentProps<'button'> & { variant?: ButtonVariant; size?: ButtonSize };

export function Button({ variant, size, className = '', type = 'button', ...rest }: ButtonProps) {
  return <button type={type} className={buttonClasses(variant, size, className)} {...rest} />;
}

type ButtonLinkProps = Omit<ComponentProps<typeof Link>, 'className'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  children: ReactNode;
};

/** A link that looks like a button (navigation, not an action). */
export function ButtonLink({ variant, size, className = '', ...rest }: ButtonLinkProps) {
  return <Link className={buttonClasses(variant, size, className)} {...rest} />;
}
