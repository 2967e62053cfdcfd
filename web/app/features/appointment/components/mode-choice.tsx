import { type ConsultationMode, consultationModes } from '@app/contract/appointment-terms';
import { PhoneIcon, VideoIcon } from 'lucide-react';
import { useTranslation } from '~/lib/i18n';

const icons = { audio: PhoneIcon, video: VideoIcon } as const;

/** Audio (the astrologer rings the client) or video (a meeting link of the booking's own). */
export function ModeChoice({
  value,
  onChange,
}: {
  value: ConsultationMode;
  onChange: (mode: ConsultationMode) => void;
}) {
  const { t } = useTranslation('consultation');
  return (
    <fieldset>
      <legend className="mb-2 font-semibold text-ink-700 text-sm">
        {t('appointment.mode.legend')}
      </legend>
      <div className="grid grid-cols-2 gap-2.5">
        {consultationModes.map((mode) => {
          const checked = mode === value;
          const Icon = icons[mode];
          return (
            <label
              key={mode}
              className={`flex cursor-pointer items-start gap-2.5 rounded-xl border-2 p-3 transition-colors has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-saffron-500 ${checked ? 'border-maroon-700 bg-maroon-50' : 'border-ink-500/20 bg-white hover:border-ink-500/60'}`}
            >
              <input
                type="radio"
                name="mode"
                value={mode}
                checked={checked}
                onChange={() => onChange(mode)}
                className="sr-only"
              />
              <Icon
                aria-hidden="true"
                className={`mt-0.5 size-5 shrink-0 ${checked ? 'text-maroon-700' : 'text-saffron-700'}`}
              />
              <span className="min-w-0">
                <span className="block font-semibold text-ink-900">
                  {t(`appointment.mode.${mode}`)}
                </span>
                <span className="block text-ink-700 text-sm leading-snug">
                  {t(`appointment.mode.${mode}Hint`)}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
