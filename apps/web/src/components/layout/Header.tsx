import { DropdownMenu } from 'radix-ui';
import { Link, NavLink } from 'react-router';
import { buttonClass } from '../ui/button.js';
import { IconMenu } from '../ui/icons.js';
import { Brand } from './Brand.js';
import { SignInButton } from './SignInButton.js';

/**
 * My Orders is always there rather than only once the visitor has ordered: knowing would cost a
 * request to the print service on every page view of every visitor, the orders page says how to
 * order when it is empty, and someone coming back days later to follow a parcel finds it at once.
 */
const NAV = [
  { to: '/templates', label: 'Templates' },
  { to: '/pricing', label: 'Pricing' },
  { to: '/faq', label: 'FAQ' },
  { to: '/orders', label: 'My Orders' },
] as const;

/** Phones have no room for the links beside the brand: they sit behind a menu button. */
function PhoneMenu() {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label="Menu"
        className="grid size-10 place-items-center rounded-full text-stone-700 hover:bg-stone-100 md:hidden"
      >
        <IconMenu className="size-5" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-40 rounded-2xl bg-white p-1 shadow-lg ring-1 ring-stone-200"
        >
          {NAV.map((item) => (
            <DropdownMenu.Item key={item.to} asChild>
              <Link
                to={item.to}
                className="block rounded-xl px-3 py-2 text-sm font-medium text-stone-800 outline-none data-[highlighted]:bg-stone-100"
              >
                {item.label}
              </Link>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

export function Header() {
  return (
    <header className="sticky top-0 z-40 border-b border-stone-200/80 bg-white/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Brand />
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {NAV.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  className={({ isActive }) =>
                    `rounded-full px-3 py-2 text-sm font-medium hover:bg-stone-100 ${
                      isActive ? 'text-rose-800' : 'text-stone-700'
                    }`
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-1 sm:gap-2">
          <PhoneMenu />
          <SignInButton />
          <Link to="/modern-editor" className={buttonClass('primary', 'sm')}>
            Get Started
          </Link>
        </div>
      </div>
    </header>
  );
}
