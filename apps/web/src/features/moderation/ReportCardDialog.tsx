import { useMutation } from '@tanstack/react-query';
import { Dialog } from 'radix-ui';
import { useId, useState, type FormEvent } from 'react';
import { cardReportRoutes, REPORT_MESSAGES } from '@cardsmith/contracts';
import { buttonClass } from '../../components/ui/button.js';
import { DialogPanel } from '../../components/ui/dialog-parts.js';
import { toast } from '../../components/ui/toast-store.js';
import { api, errorMessage } from '../../lib/api.js';

const REASON_MAX = 500;

/** "Report this card": a recipient tells the Cardsmith team a shared card should not be public. */
export function ReportCardDialog({ cardId }: { cardId: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: (text: string) =>
      api(cardReportRoutes.reportCard, { params: { id: cardId }, body: { reason: text } }),
    onSuccess: () => {
      setOpen(false);
      setReason('');
      toast({
        title: 'Thank you for telling us',
        description: 'The Cardsmith team will look at this card.',
      });
    },
    onError: (error) =>
      setProblem(errorMessage(error, 'The report was not sent. Please try again.')),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = reason.trim();
    if (!text) return setProblem(REPORT_MESSAGES.reasonRequired);
    setProblem(null);
    send.mutate(text);
  };
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="text-sm text-stone-600 underline underline-offset-2 hover:text-stone-900">
        Report this card
      </Dialog.Trigger>
      <DialogPanel>
        <Dialog.Title className="font-display text-2xl font-semibold">
          Report this card
        </Dialog.Title>
        <Dialog.Description className="mt-2 text-stone-600">
          Tell us what is wrong with it (spam, something hurtful, someone&apos;s private details).
          The Cardsmith team reads every report.
        </Dialog.Description>
        <form onSubmit={submit} className="mt-4">
          <label htmlFor={`${id}-reason`} className="block text-sm font-medium">
            What is wrong?
          </label>
          <textarea
            id={`${id}-reason`}
            value={reason}
            maxLength={REASON_MAX}
            rows={4}
            onChange={(event) => setReason(event.target.value)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={`${id}-count${problem ? ` ${id}-problem` : ''}`}
            className="mt-1 w-full rounded-xl border border-stone-300 px-3 py-2"
          />
          <p id={`${id}-count`} className="text-right text-xs text-stone-500">
            {reason.length}/{REASON_MAX}
          </p>
          {problem ? (
            <p id={`${id}-problem`} role="alert" className="text-sm text-red-700">
              {problem}
            </p>
          ) : null}
          <div className="mt-4 flex justify-end gap-3">
            <Dialog.Close className={buttonClass('secondary', 'sm')}>Cancel</Dialog.Close>
            <button
              type="submit"
              className={buttonClass('primary', 'sm')}
              disabled={send.isPending}
            >
              {send.isPending ? 'Sending…' : 'Send report'}
            </button>
          </div>
        </form>
      </DialogPanel>
    </Dialog.Root>
  );
}
