import { useTranslation } from '~/lib/i18n';

export const dayChoices = ['yesterday', 'today', 'tomorrow'] as const;
export type DayChoice = (typeof dayChoices)[number];

/** How many days from today each choice is. */
export const dayOffsets: Record<DayChoice, number> = { yesterday: -1, today: 0, tomorrow: 1 };

/**
 * Yesterday, today and tomorrow on a daily sign page (issue 31): three toggle buttons, the
 * chosen one pressed. `disabled` while the reading of the chosen day is loading (the days are
 * counted from the reading's own day).
 */
export function DayTabs({
  value,
  onChange,
  disabled,
}: {
  value: DayChoice;
  onChange: (choice: DayChoice) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation('horoscope');
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of three choices, not a form fieldset
    <div
      role="group"
      aria-label={t('day.label')}
      className="mb-4 grid grid-cols-3 gap-1 rounded-full border border-gold-200 bg-white p-1 shadow-card sm:inline-grid"
    >
      {dayChoices.map((choice) => {
        const pressed = choice === value;
        return (
          <button
            key={choice}
            type="button"
            aria-pressed={pressed}
            disabled={disabled && !pressed}
            onClick={() => onChange(choice)}
            className={`min-h-10 rounded-full px-4 font-semibold text-sm transition-colors disabled:opacity-50 sm:px-6 ${
              pressed ? 'bg-maroon-800 text-gold-100' : 'text-maroon-800 hover:bg-gold-100'
            }`}
          >
            {t(`day.${choice}`)}
          </button>
        );
      })}
    </div>
  );
}
