/**
 * My Orders is always there rather than only once the visitor has ordered: knowing would cost a
 * request to the print service on every page view of every visitor, the orders page says how to
 * order when it is empty, and someone coming back days later to follow a parcel finds it at once.
 */
export const MAIN_NAV = [
  { to: '/templates', label: 'Templates' },
  { to: '/pricing', label: 'Pricing' },
  { to: '/faq', label: 'FAQ' },
  { to: '/orders', label: 'My Orders' },
] as const;

/** The phone menu's button, the same before and after the menu's code has loaded. */
export const PHONE_MENU_BUTTON_CLASS =
  'grid size-10 place-items-center rounded-full text-stone-700 hover:bg-stone-100 md:hidden';

/**
 * The header's Radix menus (with their positioning engine, about 20 KB gzipped) are a chunk of
 * their own: the header is on every page, yet most visits open neither menu, so a first visit
 * loads without them and the header fetches them when they are needed.
 */
export const loadHeaderMenus = () => import('./HeaderMenus.js');
