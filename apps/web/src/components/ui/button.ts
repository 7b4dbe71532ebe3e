/** Class names shared by <button>, <Link> and <a> so every call to action looks and focuses alike. */
const BASE =
  'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-full font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:pointer-events-none disabled:opacity-50';

const VARIANTS = {
  primary: 'bg-rose-700 text-white shadow-sm hover:bg-rose-800 focus-visible:outline-rose-700',
  secondary:
    'border border-stone-300 bg-white text-stone-900 hover:border-stone-400 hover:bg-stone-100',
  ghost: 'text-stone-700 hover:bg-stone-100 hover:text-stone-900',
  inverse: 'bg-white text-rose-800 shadow-sm hover:bg-rose-50 focus-visible:outline-white',
} as const;

const SIZES = {
  sm: 'h-9 px-3.5 text-sm',
  md: 'h-11 px-5 text-sm',
  lg: 'h-12 px-6 text-base',
} as const;

export function buttonClass(
  variant: keyof typeof VARIANTS = 'primary',
  size: keyof typeof SIZES = 'md',
  extra = '',
): string {
  return `${BASE} ${VARIANTS[variant]} ${SIZES[size]} ${extra}`.trim();
}
