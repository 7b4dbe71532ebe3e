import type { UseQueryResult } from '@tanstack/react-query';
import { useId } from 'react';
import { buttonClass } from '../../components/ui/button.js';
import { IconCheck } from '../../components/ui/icons.js';
import { errorMessage } from '../../lib/api.js';
import { COPY_REFUSED, LINK_FAILED, sharingFailed } from './sharing-api.js';
import { useCopied } from './useCopied.js';
import { LoadError } from '../../components/ui/LoadError.js';

/**
 * A link the server makes for the card, read-only with a copy button and the spec's 2 s
 * 'Copied'. While the link is being made the field says so; when that fails the reason is shown
 * in place with Try Again, so the visitor is never left with an empty field and dead buttons.
 */
export function LinkField({
  label,
  query,
  url,
  onCopied,
}: {
  label: string;
  query: Pick<UseQueryResult<unknown>, 'isError' | 'error' | 'isFetching' | 'refetch'>;
  url: string | undefined;
  /** Runs once the link is on the clipboard: the share tab records the copy as a share. */
  onCopied?: () => void;
}) {
  const id = useId();
  const { copied, copy } = useCopied();

  if (query.isError) {
    return (
      <LoadError
        title="Sharing Failed"
        message={errorMessage(query.error, LINK_FAILED)}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  }

  return (
    <div className="flex gap-2">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        readOnly
        value={url ?? ''}
        placeholder={query.isFetching ? 'Making your link…' : ''}
        className="min-w-0 flex-1 rounded-full border border-stone-300 bg-white px-4 text-sm"
        onFocus={(event) => event.currentTarget.select()}
      />
      <button
        type="button"
        className={buttonClass('primary', 'md')}
        disabled={!url}
        onClick={() => {
          if (!url) return;
          copy(url).then(onCopied, (error: unknown) => sharingFailed(error, COPY_REFUSED));
        }}
      >
        {copied ? (
          <>
            <IconCheck className="size-4" /> Copied
          </>
        ) : (
          'Copy link'
        )}
      </button>
    </div>
  );
}
