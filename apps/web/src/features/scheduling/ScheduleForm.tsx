import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import {
  CONTACT_MESSAGES,
  DELIVERY_COUNTRIES,
  DEFAULT_DELIVERY_TIME,
  DEFAULT_REMINDER_DAYS,
  REMINDER_DAY_OPTIONS,
  SCHEDULE_MESSAGES,
  SCHEDULED_PRINT_SELECTION,
  SCHEDULER_OCCASIONS,
  formatCents,
  isPostalCode,
  quotePrint,
  schedulerRoutes,
  toE164,
  type DeliveryMethod,
  type Schedule,
} from '@cardsmith/contracts';
import { useNavigate } from 'react-router';
import { useAccount } from '../accounts/account-store.js';
import { buttonClass } from '../../components/ui/button.js';
import { api } from '../../lib/api.js';
import { useIdempotencyKey } from '../../lib/idempotency-key.js';
import { localDateInputValue } from '../../lib/local-date.js';
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
type Address = Record<(typeof ADDRESS_FIELDS)[number]['key'], string> & { country: string };
type ReminderDay = (typeof REMINDER_DAY_OPTIONS)[number];

const dayLabel = (days: number) => (days === 1 ? '1 day before' : `${days} days before`);

export interface SchedulePreset {
  deliveryDate: string;
  deliveryTime: string;
  occasion: (typeof SCHEDULER_OCCASIONS)[number] | null;
  recurring: boolean;
}

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
}: {
  cardId: string;
  preset?: SchedulePreset;
  onScheduled?: (schedule: Schedule) => void;
}) {
  const ids = useId();
  const queryClient = useQueryClient();
  const visitorZone = browserTimeZone();
  const zones = useMemo(() => Intl.supportedValuesOf('timeZone'), []);
  const [deliveryDate, setDeliveryDate] = useState(preset?.deliveryDate ?? '');
  const [deliveryTime, setDeliveryTime] = useState(preset?.deliveryTime ?? DEFAULT_DELIVERY_TIME);
  const [timezone, setTimezone] = useState(visitorZone);
  const [method, setMethod] = useState<OfferedMethod>('email');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [address, setAddress] = useState<Address>({
    street: '',
    city: '',
    state: '',
    zipCode: '',
    country: 'US',
  });
  const navigate = useNavigate();
  const posted = method === 'physical';
  const [senderEmail, setSenderEmail] = useState('');
  const accountEmail = useAccount()?.email;
  // Signed in: the account's address is the sender's unless one was typed already.
  useEffect(() => {
    if (accountEmail) setSenderEmail((typed) => typed || accountEmail);
  }, [accountEmail]);
  const [personalMessage, setPersonalMessage] = useState('');
  const [occasion, setOccasion] = useState(preset?.occasion ?? null);
  const [recurring, setRecurring] = useState(preset?.recurring ?? false);
  const [remindersOn, setRemindersOn] = useState(true);
  const [reminderDays, setReminderDays] = useState<ReminderDay[]>(
    DEFAULT_REMINDER_DAYS as ReminderDay[],
  );
  const [reminderTime, setReminderTime] = useState(DEFAULT_DELIVERY_TIME);
  const [issues, setIssues] = useState<string[]>([]);
  const [scheduled, setScheduled] = useState<Schedule | null>(null);
  const submission = useIdempotencyKey();

  const schedule = useMutation({
    mutationFn: () =>
      api(
        schedulerRoutes.scheduleCard,
        {
          body: {
            cardId,
            deliveryDate,
            deliveryTime,
            deliveryMethod: method,
            recipientInfo: { name, email, phone, address },
            reminderSettings: { enabled: remindersOn, reminderDays, reminderTime },
            personalMessage,
            timezone,
            // Reminders go at the reminder time on the sender's own clock.
            senderTimezone: visitorZone,
            occasion,
            // A printed card is ordered and paid for each time: it never repeats by itself.
            recurring: recurring && !posted,
            senderEmail,
          },
        },
        // A second click on Schedule gets this delivery back instead of a second one.
        { headers: submission.headers },
      ),
    onSuccess: ({ schedule: created }) => {
      submission.renew();
      setIssues([]);
      setScheduled(created);
      void queryClient.invalidateQueries({ queryKey: [SCHEDULES_KEY] });
      onScheduled?.(created);
      // A printed card is a print order to pay: the order page is where it is paid and followed.
      if (created.printOrder) void navigate(`/orders/${created.printOrder.id}`);
    },
    onError: (error) => setIssues(scheduleIssues(error)),
  });

  function toggleReminderDay(days: ReminderDay, on: boolean) {
    setReminderDays((current) =>
      on ? [...current, days].sort((a, b) => a - b) : current.filter((d) => d !== days),
    );
  }

  /** The contact details the server would refuse, caught before sending (it checks them too). */
  function contactIssues(): string[] {
    if (method === 'sms' && phone.trim() && !toE164(phone, address.country)) {
      return [CONTACT_MESSAGES.phoneInvalid];
    }
    if (posted && address.zipCode.trim() && !isPostalCode(address.zipCode, address.country)) {
      return [CONTACT_MESSAGES.postalCodeInvalid(address.country)];
    }
    return [];
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setScheduled(null);
    const found = contactIssues();
    setIssues(found);
    if (found.length === 0) schedule.mutate();
  }

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
            value={deliveryDate}
            onChange={(event) => setDeliveryDate(event.target.value)}
            className={input}
          />
        </label>
        <label className="text-sm font-semibold">
          Delivery time
          <input
            type="time"
            value={deliveryTime}
            onChange={(event) => setDeliveryTime(event.target.value)}
            className={input}
          />
        </label>
        <label className="text-sm font-semibold sm:col-span-2">
          Recipient’s time zone
          <select
            value={timezone}
            onChange={(event) => setTimezone(event.target.value)}
            className={input}
          >
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
                name={`${ids}-method`}
                value={m.value}
                checked={method === m.value}
                onChange={() => setMethod(m.value)}
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
          <input value={name} onChange={(event) => setName(event.target.value)} className={input} />
        </label>
        {method === 'email' ? (
          <label className="text-sm">
            Email address
            <input
              type="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              className={input}
            />
          </label>
        ) : null}
        {posted ? (
          <>
            {ADDRESS_FIELDS.map((field) => (
              <label key={field.key} className="text-sm">
                {field.label}
                <input
                  value={address[field.key]}
                  autoComplete={field.autoComplete}
                  onChange={(event) =>
                    setAddress((current) => ({ ...current, [field.key]: event.target.value }))
                  }
                  className={input}
                />
              </label>
            ))}
            <label className="text-sm">
              Country
              <select
                value={address.country}
                onChange={(event) =>
                  setAddress((current) => ({ ...current, country: event.target.value }))
                }
                className={input}
              >
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
            <input
              type="tel"
              value={phone}
              onChange={(event) => setPhone(event.target.value)}
              className={input}
            />
          </label>
        ) : null}
      </fieldset>
      <label className="block text-sm font-semibold">
        {method === 'social'
          ? 'Your email (for the share link and reminders)'
          : posted
            ? 'Your email (for the receipt, posting news and reminders)'
            : 'Your email (for reminders)'}
        <input
          type="email"
          value={senderEmail}
          onChange={(event) => setSenderEmail(event.target.value)}
          className={input}
        />
      </label>
      <fieldset>
        <legend className="text-sm font-semibold">Reminders</legend>
        <label className="mt-2 flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={remindersOn}
            onChange={(event) => setRemindersOn(event.target.checked)}
            className="accent-rose-700"
          />
          Remind me before it goes out
        </label>
        {remindersOn ? (
          <>
            <div className="mt-2 flex flex-wrap gap-2">
              {REMINDER_DAY_OPTIONS.map((days) => (
                <label
                  key={days}
                  className="flex cursor-pointer items-center gap-2 rounded-full border border-stone-300 bg-white px-3 py-1 text-sm has-checked:border-rose-600 has-checked:bg-rose-50"
                >
                  <input
                    type="checkbox"
                    checked={reminderDays.includes(days)}
                    onChange={(event) => toggleReminderDay(days, event.target.checked)}
                    className="accent-rose-700"
                  />
                  {dayLabel(days)}
                </label>
              ))}
            </div>
            <label className="mt-2 block text-sm">
              Reminder time (your time)
              <input
                type="time"
                value={reminderTime}
                onChange={(event) => setReminderTime(event.target.value)}
                className={input}
              />
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
          <select
            value={occasion ?? ''}
            onChange={(event) =>
              setOccasion(
                (event.target.value || null) as (typeof SCHEDULER_OCCASIONS)[number] | null,
              )
            }
            className={input}
          >
            <option value="">None</option>
            {SCHEDULER_OCCASIONS.map((o) => (
              <option key={o} value={o}>
                {o.replace('-', ' ')}
              </option>
            ))}
          </select>
        </label>
        {posted ? null : (
          <label className="flex items-center gap-2 self-end pb-2 text-sm">
            <input
              type="checkbox"
              checked={recurring}
              onChange={(event) => setRecurring(event.target.checked)}
              className="accent-rose-700"
            />
            Send again every year
          </label>
        )}
      </div>
      <label className="block text-sm font-semibold">
        Personal message
        <textarea
          value={personalMessage}
          onChange={(event) => setPersonalMessage(event.target.value)}
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
