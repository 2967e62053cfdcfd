import type { Consent } from '@app/contract/account';
import { useState } from 'react';
import { Button } from '~/components/ui/button';
import { useToast } from '~/components/ui/toast';
import { getConsents, withdrawConsent } from '~/lib/account-api';
import { ApiError } from '~/lib/api-client';
import { useSignedInUser } from '~/lib/auth';
import { formatDate } from '~/lib/format';
import { useTranslation } from '~/lib/i18n';
import { useLanguage } from '~/lib/language';
import { useApiResource } from '~/lib/use-api-resource';

/**
 * Every consent the account gave (issue 33): what for, which wording, when it was given and when
 * and how it ended; one in force can be withdrawn here, which deletes what it covered (the saved
 * person). Read again when `version` changes (a person added or removed on the page).
 */
export function ConsentHistory({
  version,
  onWithdrawn,
}: {
  version: number;
  onWithdrawn: () => void;
}) {
  const { t } = useTranslation('account');
  const { language } = useLanguage();
  const toast = useToast();
  const userId = useSignedInUser()?._id ?? '';
  const consents = useApiResource(`${userId}|${version}`, (signal) => getConsents(signal));
  const [withdrawing, setWithdrawing] = useState<string | null>(null);

  async function withdraw(consent: Consent) {
    setWithdrawing(consent._id);
    try {
      const reply = await withdrawConsent(consent._id);
      toast.success(reply.message);
      consents.reload();
      onWithdrawn();
    } catch (error) {
      toast.error(
        error instanceof ApiError && error.kind === 'refused' ? error.message : t('failed'),
      );
    } finally {
      setWithdrawing(null);
    }
  }

  if (consents.state.kind !== 'ready' || consents.state.data.length === 0) return null;
  return (
    <details className="mt-6 rounded-2xl border border-cream-200 p-4" data-testid="consents">
      <summary className="cursor-pointer font-semibold text-maroon-800">
        {t('consents.title', { count: consents.state.data.length })}
      </summary>
      <p className="mt-2 text-ink-700 text-sm">{t('consents.intro')}</p>
      <ul className="mt-3 space-y-3">
        {consents.state.data.map((consent) => (
          <li
            key={consent._id}
            data-testid="consent"
            className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-cream-50 p-3"
          >
            <div className="text-sm">
              <p className="font-semibold text-ink-900">
                {t('consents.savedPerson', {
                  name: consent.personName ?? t('consents.removedPerson'),
                })}
              </p>
              <p className="text-ink-700">
                {t('consents.given', {
                  date: formatDate(consent.givenAt, language),
                  version: consent.version,
                })}
              </p>
              <p
                className={consent.withdrawnAt ? 'text-ink-700' : 'font-semibold text-success-600'}
              >
                {consent.withdrawnAt
                  ? t(`consents.ended.${consent.ending ?? 'withdrawn'}`, {
                      date: formatDate(consent.withdrawnAt, language),
                    })
                  : t('consents.inForce')}
              </p>
            </div>
            {consent.withdrawnAt ? null : (
              <Button
                variant="outline"
                size="sm"
                disabled={withdrawing !== null}
                aria-busy={withdrawing === consent._id}
                onClick={() => void withdraw(consent)}
              >
                {t('consents.withdraw')}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </details>
  );
}
