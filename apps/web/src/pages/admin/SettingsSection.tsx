import { useQuery } from '@tanstack/react-query';
import { Tabs } from 'radix-ui';
import { useState } from 'react';
import type { OUTBOX_CHANNELS } from '@cardsmith/contracts';
import { adminSettingsRoutes, formatCents, type ProviderStatus } from '@cardsmith/contracts';
import { buttonClass } from '../../components/ui/button.js';
import { LoadError } from '../../components/ui/LoadError.js';
import { api, errorMessage } from '../../lib/api.js';
import { STATUS_LABELS } from '../../features/print/order-status.js';
import { ADMIN_KEY } from './admin-api.js';
import { EmailTemplatesPreview } from './EmailTemplatesPreview.js';
import { ViewOrderDetails } from './OrdersTable.js';
import { Pager, useCursorPages } from './Pager.js';

const settingsKey = [ADMIN_KEY, 'settings'] as const;
const tabClass =
  'rounded-lg px-3 py-1.5 text-sm font-semibold text-stone-600 data-[state=active]:bg-white data-[state=active]:text-stone-900 data-[state=active]:shadow-sm';
const QUEUES_PATH = adminSettingsRoutes.queues.path;

function ProviderRow({ provider }: { provider: ProviderStatus }) {
  return (
    <tr className="border-t border-stone-200">
      <td className="py-2 font-medium">{provider.capability}</td>
      <td>
        {provider.adapter}
        {provider.offline ? (
          <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs text-amber-900">
            offline default
          </span>
        ) : null}
      </td>
      <td>
        {provider.keys.length === 0 ? (
          <span className="text-stone-500">none needed</span>
        ) : (
          <ul>
            {provider.keys.map((key) => (
              <li key={key.name}>
                <span className="font-mono text-xs">{key.name}</span>{' '}
                {key.set ? 'set' : <span className="text-stone-500">not set</span>}
              </li>
            ))}
          </ul>
        )}
      </td>
    </tr>
  );
}

function Providers() {
  const settings = useQuery({
    queryKey: settingsKey,
    queryFn: ({ signal }) => api(adminSettingsRoutes.settings, {}, { signal }),
  });
  if (settings.isPending) return <p role="status">Loading the providers…</p>;
  if (settings.isError) {
    return (
      <LoadError
        message={errorMessage(settings.error, 'The settings did not load.')}
        retrying={settings.isFetching}
        onRetry={() => void settings.refetch()}
      />
    );
  }
  const { services } = settings.data;
  const notes = services.flatMap((service) => service.settings?.notes ?? []);
  const errors = services.flatMap((service) => (service.error ? [service.error] : []));
  return (
    <div className="space-y-3">
      <table className="w-full text-left text-sm">
        <thead>
          <tr className="text-stone-600">
            <th className="py-2">Capability</th>
            <th>Adapter in use</th>
            <th>Settings it needs</th>
          </tr>
        </thead>
        <tbody>
          {services.flatMap((service) =>
            (service.settings?.providers ?? []).map((provider) => (
              <ProviderRow key={provider.capability} provider={provider} />
            )),
          )}
        </tbody>
      </table>
      {[...notes, ...errors].length > 0 ? (
        <ul className="space-y-1 rounded-xl bg-stone-100 p-3 text-sm">
          {[...notes, ...errors].map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function MessageDetail({ id, onClose }: { id: string; onClose: () => void }) {
  const message = useQuery({
    queryKey: [...settingsKey, 'message', id],
    queryFn: ({ signal }) => api(adminSettingsRoutes.outboxMessage, { params: { id } }, { signal }),
  });
  if (message.isPending) return <p role="status">Loading the message…</p>;
  if (message.isError) {
    return (
      <LoadError
        message={errorMessage(message.error, 'The message did not load.')}
        retrying={message.isFetching}
        onRetry={() => void message.refetch()}
      />
    );
  }
  const { recipient, subject, text, html } = message.data;
  return (
    <section
      aria-label={`Message to ${recipient}`}
      className="space-y-2 rounded-2xl border border-stone-200 bg-white p-4 text-sm"
    >
      <div className="flex items-start justify-between gap-3">
        <p>
          To <strong>{recipient}</strong>
          {subject ? ` · ${subject}` : ''}
        </p>
        <button type="button" className={buttonClass('ghost', 'sm')} onClick={onClose}>
          Close
        </button>
      </div>
      {html ? (
        // The mail's own HTML, shown as a mail client would: no scripts, no reach into this page.
        <iframe
          title="Email as sent"
          sandbox=""
          srcDoc={html}
          className="h-80 w-full rounded border"
        />
      ) : null}
      <pre className="whitespace-pre-wrap rounded bg-stone-50 p-2">{text}</pre>
    </section>
  );
}

function MessageOutbox({ channel }: { channel: (typeof OUTBOX_CHANNELS)[number] }) {
  const pages = useCursorPages();
  const [openId, setOpenId] = useState<string | null>(null);
  const { cursor } = pages;
  const outbox = useQuery({
    queryKey: [...settingsKey, 'outbox', channel, cursor],
    queryFn: ({ signal }) =>
      api(adminSettingsRoutes.messageOutbox, { querystring: { channel, cursor } }, { signal }),
  });
  if (outbox.isPending) return <p role="status">Loading the outbox…</p>;
  if (outbox.isError) {
    return (
      <LoadError
        message={errorMessage(outbox.error, 'The outbox did not load.')}
        retrying={outbox.isFetching}
        onRetry={() => void outbox.refetch()}
      />
    );
  }
  const { messages, total, pageSize, nextCursor } = outbox.data;
  if (messages.length === 0) {
    return (
      <p className="text-sm text-stone-600">
        The {channel === 'email' ? 'email' : 'SMS'} outbox is empty.
      </p>
    );
  }
  return (
    <div className="space-y-3">
      {openId ? <MessageDetail id={openId} onClose={() => setOpenId(null)} /> : null}
      <ul className="divide-y divide-stone-200 text-sm">
        {messages.map((message) => (
          <li key={message.id} className="flex items-center justify-between gap-3 py-2">
            <span>
              {new Date(message.createdAt).toLocaleString()} · {message.recipient}
              {message.subject ? ` · ${message.subject}` : ''}
            </span>
            <button
              type="button"
              className={buttonClass('secondary', 'sm')}
              aria-label={`Open the message to ${message.recipient}`}
              onClick={() => setOpenId(message.id)}
            >
              Open
            </button>
          </li>
        ))}
      </ul>
      <Pager
        label="Outbox pages"
        page={pages.page}
        pages={Math.max(1, Math.ceil(total / pageSize))}
        nextCursor={nextCursor}
        onPrevious={pages.previous}
        onNext={pages.next}
      />
    </div>
  );
}

function PrintOutbox({ onOpenOrder }: { onOpenOrder: (id: string) => void }) {
  const outbox = useQuery({
    queryKey: [...settingsKey, 'print-outbox'],
    queryFn: ({ signal }) => api(adminSettingsRoutes.printOutbox, {}, { signal }),
  });
  if (outbox.isPending) return <p role="status">Loading the print outbox…</p>;
  if (outbox.isError) {
    return (
      <LoadError
        message={errorMessage(outbox.error, 'The print outbox did not load.')}
        retrying={outbox.isFetching}
        onRetry={() => void outbox.refetch()}
      />
    );
  }
  if (outbox.data.orders.length === 0) {
    return <p className="text-sm text-stone-600">No orders wait in the print outbox.</p>;
  }
  return (
    <ul className="divide-y divide-stone-200 text-sm">
      {outbox.data.orders.map((order) => (
        <li key={order.id} className="flex items-center justify-between gap-3 py-2">
          <span>
            {order.shippingDetails.firstName} {order.shippingDetails.lastName} · {order.quantity} ×{' '}
            {order.size} · {formatCents(order.summary.total)} · {STATUS_LABELS[order.status]}
          </span>
          <ViewOrderDetails orderId={order.id} onOpenOrder={onOpenOrder} />
        </li>
      ))}
    </ul>
  );
}

/** Providers in use, the outboxes the offline adapters fill, every email's preview, and the queue dashboard. */
export function SettingsSection({ onOpenOrder }: { onOpenOrder: (id: string) => void }) {
  return (
    <div className="space-y-8">
      <section aria-labelledby="providers-heading" className="space-y-2">
        <h2 id="providers-heading" className="text-lg font-semibold">
          Providers
        </h2>
        <Providers />
      </section>
      <section aria-labelledby="outboxes-heading" className="space-y-2">
        <h2 id="outboxes-heading" className="text-lg font-semibold">
          Outboxes
        </h2>
        <Tabs.Root defaultValue="email">
          <Tabs.List
            aria-label="Outboxes"
            className="inline-flex gap-1 rounded-xl bg-stone-100 p-1"
          >
            <Tabs.Trigger value="email" className={tabClass}>
              Email
            </Tabs.Trigger>
            <Tabs.Trigger value="sms" className={tabClass}>
              SMS
            </Tabs.Trigger>
            <Tabs.Trigger value="print" className={tabClass}>
              Print
            </Tabs.Trigger>
            <Tabs.Trigger value="templates" className={tabClass}>
              Email templates
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="email" className="mt-3">
            <MessageOutbox channel="email" />
          </Tabs.Content>
          <Tabs.Content value="sms" className="mt-3">
            <MessageOutbox channel="sms" />
          </Tabs.Content>
          <Tabs.Content value="print" className="mt-3">
            <PrintOutbox onOpenOrder={onOpenOrder} />
          </Tabs.Content>
          <Tabs.Content value="templates" className="mt-3">
            <EmailTemplatesPreview />
          </Tabs.Content>
        </Tabs.Root>
      </section>
      <section aria-labelledby="queues-heading" className="space-y-2">
        <h2 id="queues-heading" className="text-lg font-semibold">
          Queues
        </h2>
        <p className="text-sm text-stone-600">
          Deliveries and print submissions waiting, running, done and failed, with retries.
        </p>
        <a
          className={buttonClass('secondary', 'sm')}
          href={QUEUES_PATH}
          target="_blank"
          rel="noreferrer"
        >
          Open the queue dashboard
        </a>
      </section>
    </div>
  );
}
