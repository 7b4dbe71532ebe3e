import { lazy, Suspense, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { buttonClass } from '../ui/button.js';
import { IconMenu } from '../ui/icons.js';
import { Brand } from './Brand.js';
import { SignInButton } from './SignInButton.js';
import { loadHeaderMenus, MAIN_NAV, PHONE_MENU_BUTTON_CLASS } from './header-parts.js';

const PhoneNavMenu = lazy(async () => ({ default: (await loadHeaderMenus()).PhoneNavMenu }));

/**
 * Phones have no room for the links beside the brand: they sit behind a menu button. Until the
 * visitor first presses it, the button is a plain one (hovering or focusing it fetches the menu's
 * code ahead); from then on it is the Radix menu, mounted open.
 */
function PhoneMenu() {
  const [wanted, setWanted] = useState(false);
  const plainButton = (
    <button
      type="button"
      aria-label="Menu"
      aria-haspopup="menu"
      aria-expanded={false}
      className={PHONE_MENU_BUTTON_CLASS}
      onPointerEnter={() => void loadHeaderMenus()}
      onFocus={() => void loadHeaderMenus()}
      onClick={() => setWanted(true)}
    >
      <IconMenu className="size-5" />
    </button>
  );
  if (!wanted) return plainButton;
  return (
    <Suspense fallback={plainButton}>
      <PhoneNavMenu />
    </Suspense>
  );
}

export function Header() {
  return (
    <header className="sticky top-0 z-40 border-b border-stone-200/80 bg-white/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Brand />
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {MAIN_NAV.map((item) => (
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
