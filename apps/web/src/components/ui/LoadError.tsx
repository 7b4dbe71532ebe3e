import { buttonClass } from './button.js';

/**
 * Something the page needs could not be loaded: what went wrong and a Try Again that asks once
 * more (disabled, saying so, while it does: a failed query stays failed until the new answer).
 */
export function LoadError({
  title,
  message,
  retrying = false,
  onRetry,
  className = '',
}: {
  title?: string;
  message: string;
  retrying?: boolean;
  onRetry: () => void;
  className?: string;
}) {
  return (
    <div role="alert" className={`rounded-xl bg-red-50 p-3 text-sm text-red-800 ${className}`}>
      {title ? <p className="font-semibold text-red-900">{title}</p> : null}
      <p className={title ? 'mt-1' : undefined}>{message}</p>
      <button
        type="button"
        className={buttonClass('secondary', 'sm', 'mt-2')}
        disabled={retrying}
        onClick={onRetry}
      >
        {retrying ? 'Trying again…' : 'Try Again'}
      </button>
    </div>
  );
}
