import { useState } from 'react';
import { RANGE_PRESETS, pickedDay, presetRange, type DayRange, type RangePreset } from '../../../engine/index.ts';
import { DayPicker, type DateRange } from 'react-day-picker';
import '../../ui/day-picker.css';
import { useTranslation } from 'react-i18next';
import { useDayPickerText } from '../../ui/day-picker-text.ts';
import { FilterSelect } from '../filter-bar.tsx';

interface RangePickerProps {
  readonly preset: RangePreset;
  readonly range: DayRange;
  readonly onChange: (preset: RangePreset, range: DayRange) => void;
  /** The profile's zone: its calendar says which day today is (decision 433). */
  readonly timeZone: string;
}

/** AP §2 date-range presets, and Custom Range with a calendar to pick the first and last day. */
export function RangePicker({ preset, range, onChange, timeZone }: RangePickerProps) {
  const { t } = useTranslation('dashboard');
  const text = useDayPickerText().props;
  const [picked, setPicked] = useState<DateRange | undefined>(undefined);
  return (
    <FilterSelect
      className="range-picker"
      label={t('range.label')}
      options={RANGE_PRESETS}
      labelOf={(option) => t(`range.${option}`)}
      value={preset}
      onChange={(chosen) => {
        if (chosen === 'custom') onChange(chosen, range);
        else onChange(chosen, presetRange(chosen, new Date(), timeZone));
      }}
    >
      {preset === 'custom' && (
        <div className="mbs-2" role="group" aria-label={t('range.custom')}>
          <DayPicker
            mode="range"
            selected={picked}
            onSelect={(chosen) => {
              setPicked(chosen);
              if (chosen?.from !== undefined && chosen.to !== undefined) {
                onChange('custom', { from: pickedDay(chosen.from), to: pickedDay(chosen.to) });
              }
            }}
            disabled={{ after: new Date() }}
            {...text}
          />
        </div>
      )}
    </FilterSelect>
  );
}
