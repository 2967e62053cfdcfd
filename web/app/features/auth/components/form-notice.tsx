import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { StatusMark } from '~/components/ui/status-mark';
import { ApiError } from '~/lib/api-client';

/**
 * The outcome of an account form (forgot password, reset, confirm e-mail) in the form's place:
 * a success is announced politely (`status`), a refusal at once (`alert`).
 */
export function FormNotice({
  tone,
  children,
  actions,
}: {
  tone: 'success' | 'error';
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div
      role={tone === 'success' ? 'status' : 'alert'}
      className={`rounded-2xl p-5 ${tone === 'success' ? 'bg-success-100' : 'bg-danger-100'}`}
    >
      <div className="flex items-start gap-3">
        <StatusMark status={tone} size="small" />
        <p className="font-semibold text-ink-900 leading-snug">{children}</p>
      </div>
      {actions ? <div className="mt-4 flex flex-wrap gap-3">{actions}</div> : null}
    </div>
  );
}

/** The words for a failed call: the server's own message, or "we could not reach the server". */
export function failureMessage(t: TFunction, error: unknown): string {
  return error instanceof ApiError && error.kind === 'refused'
    ? error.message
    : t('auth.unreachable');
}

/** The fields a 400 reply names (`errors[].path`): a refused token, a too common password. */
export function refusedFields(error: unknown): string[] {
  if (!(error instanceof ApiError) || error.status !== 400) return [];
  const errors = (error.body as { errors?: unknown } | null)?.errors;
  return Array.isArray(errors)
    ? errors.flatMap((item) =>
        typeof (item as { path?: unknown })?.path === 'string'
          ? [(item as { path: string }).path]
          : [],
      )
    : [];
}

/** The first of a form's `fields` that a 400 reply names, if any (to show its message there). */
export function refusedFieldOf<Field extends string>(
  error: unknown,
  fields: readonly Field[],
): Field | undefined {
  const named = refusedFields(error);
  return fields.find((field) => named.includes(field));
}
