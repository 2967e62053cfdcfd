import { type ExportKind, exportKinds, maxExportDays } from '@app/contract/exports';
import { DownloadIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '~/components/ui/button';
import { FormField } from '~/components/ui/form-field';
import { Link } from '~/components/ui/localized-link';
import { useToast } from '~/components/ui/toast';
import { useTranslation } from '~/lib/i18n';
import { downloadExport } from '../api/download-export';
import { useAdminFailures } from '../api/use-admin-data';
import { type ExportRange, exportRangePresets, exportRangeProblem } from '../export-range';
import { InfoCard } from './info-card';

/**
 * /admin/exports (issue 34, docs/decisions/043): the accountant's CSV files of orders, bookings
 * and refunds for a range of India's calendar days (this month unless changed), each saved on
 * the device with one click; the invoices and the monthly GST summary are the invoices page's
 * (`invoicesPath`).
 */
export function ExportsPage({ invoicesPath = '/admin/invoices' }: { invoicesPath?: string }) {
  const { t } = useTranslation('admin-exports');
  const toast = useToast();
  const failures = useAdminFailures('downloadExport');
  const [presets] = useState(() => exportRangePresets(new Date()));
  const [range, setRange] = useState<ExportRange>(presets.thisMonth);
  const [busy, setBusy] = useState<ExportKind | null>(null);
  const problem = exportRangeProblem(range);

  async function download(kind: ExportKind) {
    if (problem || busy) return;
    const file = t(`exports.files.${kind}.name`);
    setBusy(kind);
    try {
      await downloadExport(kind, range.from, range.to);
      toast.success(t('exports.downloaded', { file }));
    } catch (failure) {
      failures.report(failure);
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="mx-auto max-w-4xl">
      <h1 className="font-display text-3xl text-maroon-800">{t('exports.title')}</h1>
      <p className="mt-2 text-ink-700">{t('exports.intro')}</p>

      <div className="mt-6 space-y-6">
        <InfoCard id="export-range" title={t('exports.range')}>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              type="date"
              label={t('exports.from')}
              name="from"
              value={range.from}
              max={range.to || undefined}
              onChange={(event) =>
                setRange((current) => ({ ...current, from: event.target.value }))
              }
              required
            />
            <FormField
              type="date"
              label={t('exports.to')}
              name="to"
              value={range.to}
              min={range.from || undefined}
              onChange={(event) => setRange((current) => ({ ...current, to: event.target.value }))}
              required
              error={problem ? t(`exports.invalid.${problem}`, { days: maxExportDays }) : undefined}
              hint={t('exports.maxDays', { days: maxExportDays })}
            />
          </div>
          <fieldset className="mt-4">
            <legend className="mb-2 font-semibold text-ink-700 text-sm">
              {t('exports.presets.label')}
            </legend>
            <div className="flex flex-wrap gap-2">
              {(['thisMonth', 'lastMonth', 'financialYear'] as const).map((preset) => {
                const chosen =
                  range.from === presets[preset].from && range.to === presets[preset].to;
                return (
                  <Button
                    key={preset}
                    size="sm"
                    variant={chosen ? 'primary' : 'outline'}
                    aria-pressed={chosen}
                    onClick={() => setRange(presets[preset])}
                  >
                    {t(`exports.presets.${preset}`)}
                  </Button>
                );
              })}
            </div>
          </fieldset>
        </InfoCard>

        <InfoCard id="export-files" title={t('exports.files.title')}>
          <ul className="grid gap-4 md:grid-cols-3">
            {exportKinds.map((kind) => {
              const file = t(`exports.files.${kind}.name`);
              return (
                <li
                  key={kind}
                  data-export={kind}
                  className="flex flex-col rounded-xl border border-maroon-100 bg-cream-50 p-4"
                >
                  <h3 className="font-semibold text-ink-900 text-lg">{file}</h3>
                  <p className="mt-1 flex-1 text-ink-700 text-sm">
                    {t(`exports.files.${kind}.text`)}
                  </p>
                  <Button
                    className="mt-4 self-start"
                    size="sm"
                    disabled={problem !== null || busy !== null}
                    aria-busy={busy === kind}
                    onClick={() => download(kind)}
                  >
                    <DownloadIcon aria-hidden="true" className="size-4" />
                    {busy === kind
                      ? t('exports.downloading', { file })
                      : t('exports.download', { file })}
                  </Button>
                </li>
              );
            })}
          </ul>
        </InfoCard>

        <p className="text-ink-700">
          {t('exports.invoices')}{' '}
          <Link to={invoicesPath} className="font-semibold text-maroon-700 underline">
            {t('exports.invoicesLink')}
          </Link>
        </p>
      </div>
    </div>
  );
}
