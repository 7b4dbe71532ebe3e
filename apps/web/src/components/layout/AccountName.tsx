/**
 * The signed-in account as the header shows it: its address, or on a phone (where the address
 * would push Get Started off the screen) its first letter in a circle, the address still read
 * out. The button around it carries `ACCOUNT_BUTTON_EXTRA`.
 */
export function AccountName({ email }: { email: string }) {
  return (
    <>
      <span
        aria-hidden="true"
        className="flex size-7 items-center justify-center rounded-full bg-rose-100 text-sm font-bold text-rose-800 uppercase sm:hidden"
      >
        {email.charAt(0)}
      </span>
      <span className="truncate max-sm:sr-only">{email}</span>
    </>
  );
}

export const ACCOUNT_BUTTON_EXTRA = 'max-w-56 max-sm:px-1.5';
