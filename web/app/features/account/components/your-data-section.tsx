import type { AccountExport } from '@app/contract/account';
import { findReportProduct } from '@app/contract/catalogue-reports';
import { DownloadIcon, FileTextIcon, Trash2Icon } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '~/components/ui/button';
import { Dialog, DialogDescription } from '~/components/ui/dialog';
import { FormField } from '~/components/ui/form-field';
import { Link } from '~/components/ui/localized-link';
import { useToast } from '~/components/ui/toast';
import { deleteAccount, exportAccount } from '~/lib/account-api';
import { ApiError } from '~/lib/api-client';
import { useAuth } from '~/lib/auth';
import { useTranslation } from '~/lib/i18n';
import { useLanguage } from '~/lib/language';
import { saveReportPdf } from '~/lib/report-pdf';
import { saveBlob } from '~/lib/save-api-file';

/** The file the export is saved as, as the server names it. */
function exportFileName(exportedAt: string) {
  return `shubh-jyotish-my-data-${exportedAt.slice(0, 10)}.json`;
}

/**
 * The person's data (issue 33, India's DPDP Act 2023; docs/decisions/038): "Download my data"
 * saves everything held about the account as JSON and then lists the report PDFs to save;
 * "Delete my account" asks for the password and erases the account (what tax law keeps of paid
 * orders stays, without the person), then signs out here. A refusal (an order still on its way)
 * is the server's to explain.
 */
export function YourDataSection() {
  const { t } = useTranslation('account');
  const { language } = useLanguage();
  const toast = useToast();
  const { logout } = useAuth();
  const id = useId();
  const [exporting, setExporting] = useState(false);
  const [exported, setExported] = useState<AccountExport | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const [deleteRefusal, setDeleteRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const failure = (error: unknown) =>
    error instanceof ApiError && error.kind === 'refused' ? error.message : t('failed');

  async function download() {
    setExporting(true);
    try {
      const data = await exportAccount();
      saveBlob(
        new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }),
        exportFileName(data.exportedAt),
      );
      setExported(data);
      toast.success(t('data.download.done'));
    } catch (error) {
      toast.error(failure(error));
    } finally {
      setExporting(false);
    }
  }

  async function confirmDelete() {
    if (password === '') {
      setPasswordError(t('data.delete.passwordRequired'));
      document.getElementById(`${id}-password`)?.focus();
      return;
    }
    setBusy(true);
    setDeleteRefusal(null);
    try {
      const reply = await deleteAccount(password);
      setDeleting(false);
      await logout(reply.message);
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        setPasswordError(failure(error));
        document.getElementById(`${id}-password`)?.focus();
      } else {
        // An order still on its way (409), too many attempts (429), no connection.
        setPasswordError(undefined);
        setDeleteRefusal(failure(error));
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-6">
      <p className="max-w-2xl text-ink-700">
        {t('data.intro')}{' '}
        <Link
          to="/privacy"
          className="font-semibold text-maroon-700 underline decoration-gold-400 decoration-2 underline-offset-2 hover:text-maroon-900"
        >
          {t('data.privacyLink')}
        </Link>
      </p>
      <div className="rounded-2xl border border-cream-200 p-4 sm:p-5">
        <h3 className="font-display text-xl text-maroon-800">{t('data.download.title')}</h3>
        <p className="mt-1 text-ink-700">{t('data.download.text')}</p>
        <Button
          className="mt-4"
          variant="outline"
          onClick={() => void download()}
          disabled={exporting}
          aria-busy={exporting}
        >
          <DownloadIcon aria-hidden="true" className="size-5" />
          {t('data.download.button')}
        </Button>
        {exported ? (
          <div className="mt-4" data-testid="report-pdfs">
            <p className="font-semibold text-ink-900">
              {t('data.download.pdfs', { count: exported.reportPdfs.length })}
            </p>
            <ul className="mt-2 space-y-2">
              {exported.reportPdfs.map((pdf) => (
                <li key={pdf.orderId} className="flex flex-wrap items-center gap-3">
                  <FileTextIcon aria-hidden="true" className="size-5 text-maroon-700" />
                  <span className="text-ink-900">
                    {findReportProduct(pdf.product)?.name[language] ?? pdf.product}
                  </span>
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() =>
                      void saveReportPdf(pdf.orderId).catch((error: unknown) =>
                        toast.error(failure(error)),
                      )
                    }
                  >
                    {t('data.download.pdfButton')}
                  </Button>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
      <div className="rounded-2xl border border-danger-600/30 bg-danger-100/40 p-4 sm:p-5">
        <h3 className="font-display text-xl text-danger-600">{t('data.delete.title')}</h3>
        <p className="mt-1 text-ink-700">{t('data.delete.text')}</p>
        <Button
          className="mt-4"
          variant="outline"
          onClick={() => {
            setPassword('');
            setPasswordError(undefined);
            setDeleteRefusal(null);
            setDeleting(true);
          }}
        >
          <Trash2Icon aria-hidden="true" className="size-5" />
          {t('data.delete.button')}
        </Button>
      </div>
      <Dialog
        open={deleting}
        onClose={() => setDeleting(false)}
        title={t('data.delete.dialogTitle')}
        dismissible={!busy}
      >
        <form
          noValidate
          className="px-6 pt-4 pb-6"
          onSubmit={(event) => {
            event.preventDefault();
            void confirmDelete();
          }}
        >
          <DialogDescription className="text-ink-700">
            {t('data.delete.dialogText')}
          </DialogDescription>
          <FormField
            className="mt-4"
            id={`${id}-password`}
            name="password"
            type="password"
            autoComplete="current-password"
            label={t('data.delete.password')}
            value={password}
            error={passwordError}
            onChange={(event) => {
              setPassword(event.target.value);
              setPasswordError(undefined);
            }}
          />
          {deleteRefusal ? (
            <p
              role="alert"
              className="mt-4 rounded-xl bg-danger-100 p-3 font-semibold text-danger-600"
            >
              {deleteRefusal}
            </p>
          ) : null}
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <Button variant="outline" onClick={() => setDeleting(false)} disabled={busy}>
              {t('data.delete.keep')}
            </Button>
            <Button type="submit" disabled={busy} aria-busy={busy}>
              {t('data.delete.confirm')}
            </Button>
          </div>
        </form>
      </Dialog>
    </div>
  );
}
