import { useState } from 'react';
import { Link } from 'react-router';
import { SCHEDULE_PRESETS } from '@cardsmith/contracts';
import { buttonClass } from '../../components/ui/button.js';
import { PageHeader } from '../../components/ui/PageHeader.js';
import { MyCardPicker } from '../../features/cards/MyCardPicker.js';
import { ScheduledList } from '../../features/scheduling/ScheduledList.js';
import { ScheduleForm, type SchedulePreset } from '../../features/scheduling/ScheduleForm.js';
import { ScheduleTipsPanel } from '../../features/scheduling/ScheduleTipsPanel.js';
import { localDateInputValue } from '../../lib/local-date.js';

/** A preset (spec 001 §9): tomorrow at the preset's time; "now" means the next full hour. */
function presetValues(preset: (typeof SCHEDULE_PRESETS)[number], now: Date): SchedulePreset {
  const tomorrow = new Date(now);
  tomorrow.setDate(now.getDate() + 1);
  const nextHour = `${String((now.getHours() + 1) % 24).padStart(2, '0')}:00`;
  return {
    deliveryDate: localDateInputValue(tomorrow),
    deliveryTime: preset.time === 'now' ? nextHour : preset.time,
    occasion: preset.occasion,
    recurring: preset.recurring,
  };
}

const PRESET_LABELS: Record<(typeof SCHEDULE_PRESETS)[number]['occasion'], string> = {
  birthday: 'Birthday (09:00, yearly)',
  anniversary: 'Anniversary (18:00, yearly)',
  holiday: 'Holiday (12:00)',
  congratulations: 'Congratulations (next hour)',
};

/**
 * /smart-scheduling: presets, the schedule form for one of the visitor's cards with AI timing
 * tips, their list.
 */
export function SmartSchedulingPage() {
  const [preset, setPreset] = useState<{ key: number; values: SchedulePreset } | null>(null);
  return (
    <>
      <title>Smart Scheduling – Cardsmith</title>
      <PageHeader eyebrow="Feature" title="Smart Scheduling">
        <p>Send a card by email, SMS or social at the right hour in the recipient’s time zone.</p>
      </PageHeader>
      <div className="mx-auto grid max-w-5xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1fr_20rem] lg:px-8">
        <section aria-labelledby="schedule-heading" className="space-y-6">
          <Link to="/editor" className="text-sm font-semibold text-rose-800 underline">
            ← Back to the editor
          </Link>
          <h2 id="schedule-heading" className="text-xl font-semibold">
            Schedule a card
          </h2>
          <div className="flex flex-wrap gap-2" role="group" aria-label="Presets">
            {SCHEDULE_PRESETS.map((p) => (
              <button
                key={p.occasion}
                type="button"
                className={buttonClass('secondary', 'sm')}
                onClick={() =>
                  setPreset((current) => ({
                    key: (current?.key ?? 0) + 1,
                    values: presetValues(p, new Date()),
                  }))
                }
              >
                {PRESET_LABELS[p.occasion]}
              </button>
            ))}
          </div>
          <MyCardPicker purpose="schedule it">
            {(card) => (
              <ScheduleForm
                key={`${card.id}-${preset?.key ?? 0}`}
                cardId={card.id}
                preset={preset?.values}
                tips={(form) => <ScheduleTipsPanel {...form} />}
              />
            )}
          </MyCardPicker>
        </section>
        <aside aria-labelledby="scheduled-heading" className="space-y-4">
          <h2 id="scheduled-heading" className="text-xl font-semibold">
            Your deliveries
          </h2>
          <ScheduledList />
        </aside>
      </div>
    </>
  );
}
