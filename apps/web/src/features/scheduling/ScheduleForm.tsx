import { useMutation, useQueryClient } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, type FormEvent, type ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import {
  DELIVERY_COUNTRIES,
  DEFAULT_DELIVERY_TIME,
  DEFAULT_REMINDER_DAYS,
  REMINDER_DAY_OPTIONS,
  SCHEDULE_MESSAGES,
  SCHEDULED_PRINT_SELECTION,
  SCHEDULER_OCCASIONS,
  formatCents,
  quotePrint,
  schedulerRoutes,
  type DeliveryMethod,
  type Schedule,
  type ScheduleTipsRequest,
} from '@cardsmith/contracts';
import { useNavigate } from 'react-router';
import { useAccount } from '../accounts/account-store.js';
import { buttonClass } from '../../components/ui/button.js';
import { api } from '../../lib/api.js';
import { useIdempotencyKey } from '../../lib/idempotency-key.js';
import { formIssueList } from '../../lib/form-issues.js';
import { localDateInputValue } from '../../lib/local-date.js';
import {
  ScheduleFormSchema,
  type ScheduleFormInput,
  type ScheduleFormValues,
} from './schedule-form-schema.js';
import { arrivalTip, browserTimeZone, scheduleIssues, SCHEDULES_KEY } from './scheduling-api.js';

const METHODS = [
  { value: 'email', label: 'Email' },
  { value: 'sms', label: 'SMS' },
  { value: 'physical', label: 'Physical mail (printed card)' },
  { value: 'social', label: 'Social (we send you the link to post)' },
] as const satisfies readonly { value: DeliveryMethod; label: string }[];
type OfferedMethod = (typeof METHODS)[number]['value'];

/** What the printed card of a delivery by post costs: one card in its envelope, posted. */
const POSTED_CARD_PRICE = formatCents(quotePrint(SCHEDULED_PRINT_SELECTION).total);

const ADDRESS_FIELDS = [
  { key: 'street', label: 'Street', autoComplete: 'address-line1' },
  { key: 'city', label: 'City', autoComplete: 'address-level2' },
  { key: 'state', label: 'State / province', autoComplete: 'address-level1' },
  { key: 'zipCode', label: 'ZIP / postal code', autoComplete: 'postal-code' },
] as const;
type ReminderDay = (typeof REMINDER_DAY_OPTIONS)[number];

const dayLabel = (days: number) => (days === 1 ? '1 day before' : `${days} days before`);

export interface SchedulePreset {
  deliveryDate: string;
  deliveryTime: string;
  occasion: (typeof SCHEDULER_OCCASIONS)[number] | null;
  recurring: boolean;
}

/** What a tips panel beside the form reads from it and may change in it. */
export interface ScheduleFormTips {
  /** The form's occasion, method, date, zones and country, as the tips route takes them. */
  request: ScheduleTipsRequest;
  deliveryTime: string;
  /** Sets the form's delivery time, as typing it would. */
  onUseTime: (time: string) => void;
}

const DATE_VALUE = /^\d{4}-\d{2}-\d{2}$/;

const input =
  'mt-1 block w-full rounded-full border border-stone-300 bg-white px-4 py-2 font-normal';

/**
 * The schedule dialog's form (spec 001 §2, §5): date (min today) and time (09:00), method,
 * recipient, message, the recipient's time zone; problems listed together under 'Please fix the
 * following issues:' as the server reports them.
 */
export function ScheduleForm({
  cardId,
  preset,
  onScheduled,
  tips,
}: {
  cardId: string;
  preset?: SchedulePreset;
  onScheduled?: (schedule: Schedule) => void;
  /** Renders the smart scheduling page's AI tips under the date, time and zone. */
  tips?: (form: ScheduleFormTips) => ReactNode;
}) {
  const queryClient = useQueryClient();
  const visitorZone = browserTimeZone();
  const zones = useMemo(() => Intl.supportedValuesOf('timeZone'), []);
  const navigate = useNavigate();
  const { register, control, handleSubmit, getValues, setValue, formState } = useForm<
    ScheduleFormInput,
    unknown,
    ScheduleFormValues
  >({
    resolver: zodResolver(ScheduleFormSchema),
    // The issue list stays as it was when Schedule was pressed until it is pressed again.
    reValidateMode: 'onSubmit',
    // The list names the problems; the focus stays where the visitor is.
    shouldFocusError: false,
    defaultValues: {
      deliveryDate: preset?.deliveryDate ?? '',
      deliveryTime: preset?.deliveryTime ?? DEFAULT_DELIVERY_TIME,
      timezone: visitorZone,
      deliveryMethod: 'email' satisfies OfferedMethod,
      recipientInfo: {
        name: '',
        email: '',
        phone: '',
        address: { street: '', city: '', state: '', zipCode: '', country: 'US' },
      },
      senderEmail: '',
      personalMessage: '',
      occasion: preset?.occasion ?? null,
      recurring: preset?.recurring ?? false,
      reminderSettings: {
        enabled: true,
        reminderDays: DEFAULT_REMINDER_DAYS as ReminderDay[],
        reminderTime: DEFAULT_DELIVERY_TIME,
      },
    },
  });
  const [method, remindersOn, senderEmail] = useWatch({
    control,
    name: ['deliveryMethod', 'reminderSettings.enabled', 'senderEmail'],
  });
  const posted = method === 'physical';
  const [occasion, timezone, deliveryDate, deliveryTime, country] = useWatch({
    control,
    name: ['occasion', 'timezone', 'deliveryDate', 'deliveryTime', 'recipientInfo.address.country'],
  });
  const tipsRequest = useMemo<ScheduleTipsRequest>(
    () => ({
      occasion: occasion ?? undefined,
      // 'auto' (or nothing chosen) is this browser's zone; the service takes IANA names only.
      timezone: timezone && timezone !== 'auto' ? timezone : visitorZone,
      senderTimezone: visitorZone,
      deliveryMethod: method,
      deliveryDate: deliveryDate && DATE_VALUE.test(deliveryDate) ? deliveryDate : undefined,
      country: method === 'physical' ? country : undefined,
    }),
    [occasion, timezone, visitorZone, method, deliveryDate, country],
  );
  const accountEmail = useAccount()?.email;
  // Signed in: the account's address is the sender's unless one was typed already.
  useEffect(() => {
    if (accountEmail && !getValues('senderEmail')) setValue('senderEmail', accountEmail);
  }, [accountEmail, getValues, setValue]);
  const submission = useIdempotencyKey();

  const schedule = useMutation({
    mutationFn: (values: ScheduleFormValues) =>
      api(
        schedulerRoutes.scheduleCard,
        {
          body: {
            ...values,
            cardId,
            // Reminders go at the reminder time on the sender's own clock.
            senderTimezone: visitorZone,
            // A printed card is ordered and paid for each time: it never repeats by itself.
            recurring: values.recurring && values.deliveryMethod !== 'physical',
          },
        },
        // A second click on Schedule gets this delivery back instead of a second one.
        { headers: submission.headers },
      ),
    onSuccess: ({ schedule: created }) => {
      submission.renew();
      void queryClient.invalidateQueries({ queryKey: [SCHEDULES_KEY] });
      onScheduled?.(created);
      // A printed card is a print order to pay: the order page is where it is paid and followed.
      if (created.printOrder) void navigate(`/orders/${created.printOrder.id}`);
    },
  });
  const scheduled = schedule.data?.schedule ?? null;
  // The contact details caught here, else what the server said about the last try.
  const formIssues = formIssueList(formState.errors);
  const issues =
    formIssues.length > 0 ? formIssues : schedule.error ? scheduleIssues(schedule.error) : [];

  const submit = (event: FormEvent) => {
    schedule.reset();
    void handleSubmit((values) => schedule.mutate(values))(event);
  };

  return (
    <form onSubmit={submit} className="space-y-5" aria-label="Schedule delivery">
      {issues.length > 0 ? (
        <div role="alert" className="rounded-2xl border border-rose-300 bg-rose-50 p-4 text-sm">
          <p className="font-semibold text-rose-900">{SCHEDULE_MESSAGES.title}</p>
          <ul className="mt-2 list-disc pl-5 text-rose-900">
            {issues.map((issue) => (
              <li key={issue}>{issue}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {scheduled ? (
        <p role="status" className="rounded-2xl bg-emerald-50 p-4 text-sm text-emerald-900">
          Scheduled for {scheduled.recipient}. {arrivalTip(scheduled, visitorZone)}
        </p>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-2">
        <label className="text-sm font-semibold">
          Delivery date
          <input
            type="date"
            min={localDateInputValue(new Date())}
            {...register('deliveryDate')}
            className={input}
          />
        </label>
        <label className="text-sm font-semibold">
          Delivery time
          <input type="time" {...register('deliveryTime')} className={input} />
        </label>
        <label className="text-sm font-semibold sm:col-span-2">
          Recipient’s time zone
          <select {...register('timezone')} className={input}>
            {zones.includes(visitorZone) ? null : (
              <option value={visitorZone}>{visitorZone}</option>
            )}
            {zones.map((zone) => (
              <option key={zone} value={zone}>
                {zone === visitorZone ? `${zone} (yours)` : zone}
              </option>
            ))}
          </select>
        </label>
      </div>
      {tips?.({
        request: tipsRequest,
        deliveryTime: deliveryTime ?? '',
        onUseTime: (time) => setValue('deliveryTime', time, { shouldDirty: true }),
      })}
      <fieldset>
        <legend className="text-sm font-semibold">Delivery method</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {METHODS.map((m) => (
            <label
              key={m.value}
              className="flex cursor-pointer items-center gap-2 rounded-full border border-stone-300 bg-white px-4 py-2 text-sm has-checked:border-rose-600 has-checked:bg-rose-50"
            >
              <input
                type="radio"
                value={m.value}
                {...register('deliveryMethod')}
                className="accent-rose-700"
              />
              {m.label}
            </label>
          ))}
        </div>
        {posted ? (
          <p className="mt-2 text-xs text-stone-600">
            {`We print the card and post it in its envelope to arrive on the date (${POSTED_CARD_PRICE}, paid on the next page).`}
          </p>
        ) : null}
      </fieldset>
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="text-sm font-semibold">Recipient</legend>
        <label className="text-sm">
          Name
          <input {...register('recipientInfo.name')} className={input} />
        </label>
        {method === 'email' ? (
          <label className="text-sm">
            Email address
            <input type="email" {...register('recipientInfo.email')} className={input} />
          </label>
        ) : null}
        {posted ? (
          <>
            {ADDRESS_FIELDS.map((field) => (
              <label key={field.key} className="text-sm">
                {field.label}
                <input
                  autoComplete={field.autoComplete}
                  {...register(`recipientInfo.address.${field.key}`)}
                  className={input}
                />
              </label>
            ))}
            <label className="text-sm">
              Country
              <select {...register('recipientInfo.address.country')} className={input}>
                {DELIVERY_COUNTRIES.map((country) => (
                  <option key={country} value={country}>
                    {country}
                  </option>
                ))}
              </select>
            </label>
          </>
        ) : null}
        {method === 'sms' ? (
          <label className="text-sm">
            Phone number
            <input type="tel" {...register('recipientInfo.phone')} className={input} />
          </label>
        ) : null}
      </fieldset>
      <label className="block text-sm font-semibold">
        {method === 'social'
          ? 'Your email (for the share link and reminders)'
          : posted
            ? 'Your email (for the receipt, posting news and reminders)'
            : 'Your email (for reminders)'}
        <input type="email" {...register('senderEmail')} className={input} />
      </label>
      <fieldset>
        <legend className="text-sm font-semibold">Reminders</legend>
        <label className="mt-2 flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            {...register('reminderSettings.enabled')}
            className="accent-rose-700"
          />
          Remind me before it goes out
        </label>
        {remindersOn ? (
          <>
            <Controller
              control={control}
              name="reminderSettings.reminderDays"
              render={({ field: { value = [], onChange } }) => (
                <div className="mt-2 flex flex-wrap gap-2">
                  {REMINDER_DAY_OPTIONS.map((days) => (
                    <label
                      key={days}
                      className="flex cursor-pointer items-center gap-2 rounded-full border border-stone-300 bg-white px-3 py-1 text-sm has-checked:border-rose-600 has-checked:bg-rose-50"
                    >
                      <input
                        type="checkbox"
                        checked={value.includes(days)}
                        onChange={(event) =>
                          onChange(
                            event.target.checked
                              ? [...value, days].sort((a, b) => a - b)
                              : value.filter((d) => d !== days),
                          )
                        }
                        className="accent-rose-700"
                      />
                      {dayLabel(days)}
                    </label>
                  ))}
                </div>
              )}
            />
            <label className="mt-2 block text-sm">
              Reminder time (your time)
              <input type="time" {...register('reminderSettings.reminderTime')} className={input} />
            </label>
            {senderEmail ? null : (
              <p className="mt-2 text-xs text-stone-600">
                {SCHEDULE_MESSAGES.remindersNeedSenderEmail}
              </p>
            )}
          </>
        ) : null}
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-2">
        <label className="text-sm font-semibold">
          Occasion
          <Controller
            control={control}
            name="occasion"
            render={({ field: { value, onChange, ...field } }) => (
              <select
                {...field}
                value={value ?? ''}
                onChange={(event) => onChange(event.target.value || null)}
                className={input}
              >
                <option value="">None</option>
                {SCHEDULER_OCCASIONS.map((o) => (
                  <option key={o} value={o}>
                    {o.replace('-', ' ')}
                  </option>
                ))}
              </select>
            )}
          />
        </label>
        {posted ? null : (
          <label className="flex items-center gap-2 self-end pb-2 text-sm">
            <input type="checkbox" {...register('recurring')} className="accent-rose-700" />
            Send again every year
          </label>
        )}
      </div>
      <label className="block text-sm font-semibold">
        Personal message
        <textarea
          {...register('personalMessage')}
          rows={3}
          className="mt-1 w-full rounded-2xl border border-stone-300 bg-white p-3 font-normal"
        />
      </label>
      <button type="submit" disabled={schedule.isPending} className={buttonClass('primary', 'lg')}>
        {schedule.isPending ? 'Scheduling…' : 'Schedule Delivery'}
      </button>
    </form>
  );
}
