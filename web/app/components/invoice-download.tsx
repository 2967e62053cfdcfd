import { apiBasePath } from '@app/contract/api-base-path';
import { FileTextIcon } from 'lucide-react';
import { useState } from 'react';
import { Button, buttonClasses } from '~/components/ui/button';
import { useToast } from '~/components/ui/toast';
import { ApiError } from '~/lib/api-client';
import { registerNamespace, useTranslation } from '~/lib/i18n';
import { useLanguage } from '~/lib/language';
import { saveApiFile } from '~/lib/save-api-file';

registerNamespace('invoices');

/** Where a purchase's documents are: an order's, or a booking's (decision 041). */
function invoicePath(subject: 'order' | 'appointment', id: string): string {
  const base = subject === 'order' ? 'order' : 'appointments';
  return `${base}/${encodeURIComponent(id)}/invoice.pdf`;
}

/**
 * "Download invoice": the PDF of a paid order's or booking's invoice (a tax invoice or a bill of
 * supply) with its credit notes, in the page's language (GET /order/{id}/invoice.pdf or
 * /appointments/{id}/invoice.pdf). With a booking's key (a guest's page) it is a plain link;
 * otherwise it is fetched with the token and saved as a file.
 */
export function InvoiceDownload({
  subject,
  id,
  manageKey = null,
  size = 'sm',
}: {
  subject: 'order' | 'appointment';
  id: string;
  manageKey?: string | null;
  size?: 'sm' | 'md';
}) {
  const { t } = useTranslation('invoices');
  const { language } = useLanguage();
  const toast = useToast();
  const [saving, setSaving] = useState(false);
  const label = (
    <>
      <FileTextIcon aria-hidden="true" className="size-4" />
      {saving ? t('download.busy') : t('download.label')}
    </>
  );
  if (manageKey) {
    const query = new URLSearchParams({ key: manageKey, lang: language });
    return (
      <a
        href={`${apiBasePath}/${invoicePath(subject, id)}?${query}`}
        download
        data-testid="invoice-download"
        className={buttonClasses('outline', size)}
      >
        {label}
      </a>
    );
  }
  async function save() {
    if (saving) return;
    setSaving(true);
    try {
      await saveApiFile(`${invoicePath(subject, id)}?lang=${language}`, {
        accept: 'application/pdf',
        fallbackName: `invoice-${id.slice(0, 8)}.pdf`,
      });
    } catch (error) {
      toast.error(
        error instanceof ApiError && error.kind === 'refused'
          ? error.message
          : t('download.failed'),
      );
    } finally {
      setSaving(false);
    }
  }
  return (
    <Button
      variant="outline"
      size={size}
      data-testid="invoice-download"
      onClick={() => void save()}
      aria-busy={saving || undefined}
    >
      {label}
    </Button>
  );
}
