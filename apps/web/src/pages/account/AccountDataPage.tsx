import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountDataPublicRoutes, ACCOUNT_ERASE_CONFIRMATION } from '@cardsmith/contracts';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { PageHeader } from '../../components/ui/PageHeader.js';
import { buttonClass } from '../../components/ui/button.js';
import { DialogPanel } from '../../components/ui/dialog-parts.js';
import { inputClass } from '../../components/ui/fields.js';
import {
  downloadAccountData,
  ERASE_STEPS,
  erasureSummary,
} from '../../features/accounts/account-data.js';
import { signedIn, useAccount } from '../../features/accounts/account-store.js';
import { api, errorMessage } from '../../lib/api.js';

const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

function DownloadSection() {
  const download = useMutation({ mutationFn: downloadAccountData });
  return (
    <section aria-labelledby="download-heading" className="space-y-3">
      <h2 id="download-heading" className="text-xl font-semibold">
        Download your data
      </h2>
      <p className="text-stone-700">
        One ZIP file with everything Cardsmith keeps for you: your cards, scheduled deliveries,
        print orders, likes, collaborations and the pictures, recordings and videos you uploaded or
        made. You can download it 3 times a day.
      </p>
      <button
        type="button"
        className={buttonClass('primary', 'sm')}
        disabled={download.isPending}
        onClick={() => download.mutate()}
      >
        {download.isPending ? 'Preparing your download…' : 'Download my data'}
      </button>
      {download.isPending ? (
        <p role="status">Gathering your cards, deliveries, orders and files…</p>
      ) : null}
      {download.isSuccess ? (
        <p role="status">
          Downloaded {download.data.fileName} ({kilobytes(download.data.bytes)}).
        </p>
      ) : null}
      {download.isError ? <p role="alert">{download.error.message}</p> : null}
    </section>
  );
}

function DeleteDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const queryClient = useQueryClient();
  const [typed, setTyped] = useState('');
  const erase = useMutation({
    mutationFn: () =>
      api(accountDataPublicRoutes.eraseAccount, {
        body: { confirm: ACCOUNT_ERASE_CONFIRMATION },
      }),
    onSuccess: () => {
      // This browser is a new visitor now: nothing cached belongs to it.
      signedIn({ signedIn: false });
      queryClient.clear();
    },
  });
  const confirmed = typed.trim() === ACCOUNT_ERASE_CONFIRMATION;

  let body;
  if (erase.isSuccess) {
    body = (
      <div className="space-y-3">
        <Dialog.Title className="text-lg font-semibold">Your data is deleted</Dialog.Title>
        <ul aria-label="What was deleted" className="list-disc space-y-1 pl-5 text-stone-700">
          {erasureSummary(erase.data).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <Dialog.Close className={buttonClass('primary', 'sm')}>Done</Dialog.Close>
      </div>
    );
  } else if (erase.isPending) {
    body = (
      <div className="space-y-3" role="status" aria-live="polite">
        <Dialog.Title className="text-lg font-semibold">Deleting your data…</Dialog.Title>
        <p className="text-stone-700">
          Cardsmith is going through your {ERASE_STEPS.join(', ')}. This takes a few seconds; please
          keep this page open.
        </p>
        <progress className="w-full" aria-label="Deleting your data" />
      </div>
    );
  } else {
    body = (
      <form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (confirmed) erase.mutate();
        }}
      >
        <Dialog.Title className="text-lg font-semibold">Delete everything?</Dialog.Title>
        <Dialog.Description className="text-stone-700">
          Your cards, files and deliveries are deleted from every part of Cardsmith and cannot be
          brought back. Deliveries not sent yet are cancelled. Print orders are kept for accounting
          with your name, address and email removed.
        </Dialog.Description>
        <label className="block space-y-1">
          <span className="text-sm font-medium">Type {ACCOUNT_ERASE_CONFIRMATION} to confirm</span>
          <input
            className={inputClass}
            value={typed}
            autoComplete="off"
            onChange={(event) => setTyped(event.target.value)}
          />
        </label>
        {erase.isError ? (
          <p role="alert">
            {errorMessage(erase.error, 'Cardsmith did not answer. Please try again.')}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          <Dialog.Close className={buttonClass('ghost', 'sm')}>Keep my data</Dialog.Close>
          <button type="submit" className={buttonClass('primary', 'sm')} disabled={!confirmed}>
            Delete everything
          </button>
        </div>
      </form>
    );
  }
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        // A deletion under way finishes with the dialog open, so its result is seen.
        if (!erase.isPending) onOpenChange(next);
      }}
    >
      <DialogPanel>{body}</DialogPanel>
    </Dialog.Root>
  );
}

/** `/account`: the visitor's data, downloaded as a ZIP or deleted everywhere. */
export function AccountDataPage() {
  const account = useAccount();
  const [deleting, setDeleting] = useState(false);
  return (
    <>
      <title>Your data – Cardsmith</title>
      <PageHeader eyebrow="Account" title="Your data" />
      <div className="mx-auto max-w-3xl space-y-10 px-4 py-10 sm:px-6 lg:px-8">
        <p className="text-lg">
          {account ? (
            <>
              Signed in as <strong>{account.email}</strong>. This page covers everything of the
              account, from every device.
            </>
          ) : (
            <>You are not signed in: this page covers what you made in this browser.</>
          )}
        </p>
        <DownloadSection />
        <section aria-labelledby="delete-heading" className="space-y-3">
          <h2 id="delete-heading" className="text-xl font-semibold">
            {account ? 'Delete your account' : 'Delete your data'}
          </h2>
          <p className="text-stone-700">
            Deletes your cards, uploads, recordings, videos and deliveries everywhere, cancels
            deliveries not sent yet
            {account ? ', closes the account and signs out every device' : ''}. Print orders stay
            for accounting, with your name, address and email removed.
          </p>
          <button
            type="button"
            className={buttonClass('secondary', 'sm')}
            onClick={() => setDeleting(true)}
          >
            {account ? 'Delete my account and data' : 'Delete my data'}
          </button>
        </section>
        {deleting ? <DeleteDialog open={deleting} onOpenChange={setDeleting} /> : null}
      </div>
    </>
  );
}
