import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import {
  schedulerRoutes,
  type DeliveryStatus,
  type DeliveryTask,
  type Schedule,
} from '@cardsmith/contracts';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button.js';
import { STATUS_LABELS as PRINT_STATUS_LABELS } from '../print/order-status.js';
import { LoadError } from '../../components/ui/LoadError.js';
import { api } from '../../lib/api.js';
import { arrivalTip, browserTimeZone, scheduleIssues, SCHEDULES_KEY } from './scheduling-api.js';
import { useDeliveryEvents } from './use-delivery-events.js';

const BADGE: Record<DeliveryStatus, string> = {
  scheduled: 'bg-sky-100 text-sky-900',
  sending: 'bg-amber-100 text-amber-900',
  sent: 'bg-emerald-100 text-emerald-900',
  delivered: 'bg-teal-100 text-teal-900',
  opened: 'bg-violet-100 text-violet-900',
  failed: 'bg-rose-100 text-rose-900',
  cancelled: 'bg-stone-200 text-stone-700',
};

/** A delivery in these states may still change (be sent, delivered, opened or fail). */
const STILL_MOVING: readonly DeliveryStatus[] = ['scheduled', 'sending', 'sent', 'delivered'];

const TASK_STATUS: Record<DeliveryTask['status'], string> = {
  scheduled: 'planned',
  sending: 'sending',
  sent: 'sent',
  skipped: 'not needed',
  failed: 'failed',
  cancelled: 'cancelled',
};

const shortTime = (iso: string) =>
  new Date(iso).toLocaleString([], { dateStyle: 'medium', timeStyle: 'short' });

/** "Reminder 7 days before: 16 Dec 2026, 09:00 (planned)" and the resend, in the visitor's time. */
function taskLine(task: DeliveryTask): string {
  const what =
    task.kind === 'reminder'
      ? `Reminder ${task.daysBefore === 1 ? '1 day' : `${task.daysBefore} days`} before`
      : 'Sent again if not opened';
  return `${what}: ${shortTime(task.sentAt ?? task.dueAt)} (${TASK_STATUS[task.status]})`;
}

/** What happened to the card itself: when it was sent and opened, or why it failed. */
function outcomeLine(schedule: Schedule): string | null {
  if (schedule.status === 'failed' && schedule.failureReason) {
    return `Not delivered: ${schedule.failureReason}`;
  }
  const parts = [
    schedule.sentAt ? `Sent ${shortTime(schedule.sentAt)}` : null,
    schedule.openedAt ? `opened ${shortTime(schedule.openedAt)}` : null,
  ].filter(Boolean);
  return parts.length > 0 ? `${parts.join(', ')}.` : null;
}

/** A delivery by post's print order: to pay while unpaid, else where it stands. */
function PrintOrderLine({ order }: { order: NonNullable<Schedule['printOrder']> }) {
  const page = `/orders/${order.id}`;
  if (order.status === 'awaiting_payment') {
    return (
      <p className="mt-1 text-sm font-semibold text-amber-900">
        The printed card is waiting for payment.{' '}
        <Link to={page} className="text-rose-700 underline">
          Pay for the printed card
        </Link>
      </p>
    );
  }
  return (
    <p className="mt-1 text-sm text-stone-700">
      Print order:{' '}
      <Link to={page} className="text-rose-700 underline">
        {order.status ? PRINT_STATUS_LABELS[order.status] : 'status unavailable right now'}
      </Link>
      {order.submitAfter && order.status === 'paid'
        ? ` · goes to the printer ${shortTime(order.submitAfter)}`
        : ''}
    </p>
  );
}

function ChangeTime({ schedule, onDone }: { schedule: Schedule; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [deliveryDate, setDeliveryDate] = useState(schedule.deliveryDate);
  const [deliveryTime, setDeliveryTime] = useState(schedule.deliveryTime);
  const [issues, setIssues] = useState<string[]>([]);
  const change = useMutation({
    mutationFn: () =>
      api(schedulerRoutes.updateSchedule, {
        params: { id: schedule.id },
        body: { deliveryDate, deliveryTime },
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [SCHEDULES_KEY] });
      onDone();
    },
    onError: (error) => setIssues(scheduleIssues(error)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change.mutate();
  };
  return (
    <form onSubmit={submit} className="mt-3 space-y-2" aria-label={`Change ${schedule.title}`}>
      <div className="flex flex-wrap gap-2">
        <label className="text-xs">
          Date
          <input
            type="date"
            value={deliveryDate}
            onChange={(event) => setDeliveryDate(event.target.value)}
            className="block rounded-full border border-stone-300 px-3 py-1 text-sm"
          />
        </label>
        <label className="text-xs">
          Time
          <input
            type="time"
            value={deliveryTime}
            onChange={(event) => setDeliveryTime(event.target.value)}
            className="block rounded-full border border-stone-300 px-3 py-1 text-sm"
          />
        </label>
      </div>
      {issues.length > 0 ? (
        <ul role="alert" className="text-xs font-semibold text-rose-800">
          {issues.map((issue) => (
            <li key={issue}>{issue}</li>
          ))}
        </ul>
      ) : null}
      <div className="flex gap-2">
        <button type="submit" disabled={change.isPending} className={buttonClass('primary', 'sm')}>
          Save
        </button>
        <button type="button" onClick={onDone} className={buttonClass('secondary', 'sm')}>
          Keep as is
        </button>
      </div>
    </form>
  );
}

function ScheduledItem({ schedule }: { schedule: Schedule }) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const cancel = useMutation({
    mutationFn: () => api(schedulerRoutes.cancelSchedule, { params: { id: schedule.id } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: [SCHEDULES_KEY] }),
    onError: (e) => setError(scheduleIssues(e)[0] ?? null),
  });
  return (
    <li className="rounded-2xl border border-stone-200 bg-white p-4">
      <div className="flex items-start justify-between gap-3">
        <div>
          <p className="font-semibold">{schedule.title}</p>
          <p className="text-sm text-stone-600">
            To {schedule.recipient} by {schedule.deliveryMethod}
            {schedule.recurring ? ', every year' : ''}
          </p>
        </div>
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-semibold ${BADGE[schedule.status]}`}
        >
          {schedule.status}
        </span>
      </div>
      <p className="mt-2 text-sm text-stone-700">{arrivalTip(schedule, browserTimeZone())}</p>
      {schedule.printOrder ? <PrintOrderLine order={schedule.printOrder} /> : null}
      {outcomeLine(schedule) ? (
        <p
          className={`mt-1 text-sm ${schedule.status === 'failed' ? 'text-rose-800' : 'text-stone-700'}`}
        >
          {outcomeLine(schedule)}
        </p>
      ) : null}
      {schedule.tasks.length > 0 ? (
        <ul className="mt-1 text-xs text-stone-600" aria-label={`Reminders for ${schedule.title}`}>
          {schedule.tasks.map((task) => (
            <li key={`${task.kind}-${task.daysBefore ?? ''}`}>{taskLine(task)}</li>
          ))}
        </ul>
      ) : null}
      {error ? (
        <p role="alert" className="mt-1 text-sm font-semibold text-rose-800">
          {error}
        </p>
      ) : null}
      {schedule.status === 'scheduled' ? (
        editing ? (
          <ChangeTime schedule={schedule} onDone={() => setEditing(false)} />
        ) : (
          <div className="mt-3 flex gap-2">
            <button
              type="button"
              onClick={() => setEditing(true)}
              className={buttonClass('secondary', 'sm')}
            >
              Edit
            </button>
            <button
              type="button"
              disabled={cancel.isPending}
              onClick={() => cancel.mutate()}
              className={buttonClass('secondary', 'sm')}
            >
              Cancel delivery
            </button>
          </div>
        )
      ) : null}
    </li>
  );
}

/** The visitor's scheduled deliveries from the scheduler, newest first, with their status. */
export function ScheduledList() {
  const queryClient = useQueryClient();
  const schedules = useQuery({
    queryKey: [SCHEDULES_KEY],
    queryFn: ({ signal }) => api(schedulerRoutes.listSchedules, {}, { signal }),
  });
  // Sent, opened, failed: the list hears each change of a delivery still under way.
  useDeliveryEvents(
    schedules.data?.schedules.some((schedule) => STILL_MOVING.includes(schedule.status)) ?? false,
    () => void queryClient.invalidateQueries({ queryKey: [SCHEDULES_KEY] }),
  );
  if (schedules.isPending) return <p className="text-stone-500">Loading your deliveries…</p>;
  if (schedules.isError) {
    return (
      <LoadError
        message="Your scheduled deliveries could not be loaded."
        retrying={schedules.isFetching}
        onRetry={() => void schedules.refetch()}
      />
    );
  }
  const list = schedules.data.schedules;
  if (list.length === 0) return <p className="text-stone-600">Nothing scheduled yet.</p>;
  return (
    <ul className="space-y-3" aria-label="Scheduled deliveries">
      {list.map((schedule) => (
        <ScheduledItem key={schedule.id} schedule={schedule} />
      ))}
    </ul>
  );
}
