import { apiBasePath } from '@app/contract/api-base-path';
import { CalendarPlusIcon } from 'lucide-react';
import { useState } from 'react';
import { Button, buttonClasses } from '~/components/ui/button';
import { useToast } from '~/components/ui/toast';
import { ApiError } from '~/lib/api-client';
import { registerNamespace, useTranslation } from '~/lib/i18n';
import { saveApiFile } from '~/lib/save-api-file';

registerNamespace('booking');

/** The address of a booking's calendar invite (RFC 5545), opened with its key. */
function calendarInvitePath(id: string, key: string): string {
  return `${apiBasePath}/appointments/${encodeURIComponent(id)}/calendar.ics?key=${encodeURIComponent(key)}`;
}

/**
 * "Add to calendar": the booking's invite (GET /appointments/{id}/calendar.ics). With the
 * booking's key it is a plain link, which phones hand to their calendar app; a signed-in client
 * without one (from My Orders) gets it through the API with the token, saved as a file.
 */
export function AddToCalendar({ id, manageKey }: { id: string; manageKey: string | null }) {
  const { t } = useTranslation('booking');
  const toast = useToast();
  const [saving, setSaving] = useState(false);
  const label = (
    <>
      <CalendarPlusIcon aria-hidden="true" className="size-5" />
      {t('actions.addToCalendar')}
    </>
  );
  if (manageKey) {
    return (
      <a
        href={calendarInvitePath(id, manageKey)}
        download="consultation.ics"
        data-testid="add-to-calendar"
        className={buttonClasses('outline', 'md')}
      >
        {label}
      </a>
    );
  }
  async function save() {
    setSaving(true);
    try {
      await saveApiFile(`appointments/${encodeURIComponent(id)}/calendar.ics`, {
        accept: 'text/calendar',
        fallbackName: 'consultation.ics',
      });
    } catch (error) {
      toast.error(
        error instanceof ApiError && error.kind === 'refused'
          ? error.message
          : t('manage.calendarFailed'),
      );
    } finally {
      setSaving(false);
    }
  }
  return (
    <Button
      variant="outline"
      data-testid="add-to-calendar"
      onClick={save}
      disabled={saving}
      aria-busy={saving || undefined}
    >
      {label}
    </Button>
  );
}
