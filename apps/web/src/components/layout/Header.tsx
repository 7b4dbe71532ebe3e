import { Link, NavLink } from 'react-router';
import { buttonClass } from '../ui/button.js';
import { Brand } from './Brand.js';
import { SignInButton } from './SignInButton.js';

const NAV = [
  { to: '/templates', label: 'Templates' },
  { to: '/pricing', label: 'Pricing' },
  { to: '/faq', label: 'FAQ' },
] as const;

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
          <SignInButton />
          <Link to="/modern-editor" className={buttonClass('primary', 'sm')}>
            Get Started
          </Link>
        </div>
      </div>
    </header>
  );
}
