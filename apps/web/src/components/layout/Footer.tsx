import { Link } from 'react-router';
import { Brand } from './Brand.js';
import { IconMail, IconPhone } from '../ui/icons.js';
import { SUPPORT_CONTACT } from '../../content/contact.js';

// The help and legal pages still import the address from here.

const COLUMNS = [
  {
    heading: 'Create',
    links: [
      { to: '/modern-editor', label: 'Modern editor' },
      { to: '/editor', label: 'Card editor' },
      { to: '/templates', label: 'Templates' },
    ],
  },
  {
    heading: 'Help',
    links: [
      { to: '/pricing', label: 'Pricing' },
      { to: '/faq', label: 'FAQ' },
    ],
  },
  {
    heading: 'Legal',
    links: [
      { to: '/terms', label: 'Terms' },
      { to: '/privacy', label: 'Privacy' },
      { to: '/cookies', label: 'Cookie policy' },
      { to: '/account', label: 'Your data' },
    ],
  },
] as const;

export function Footer() {
  const { email, phone } = SUPPORT_CONTACT;
  return (
    // The page's rose focus ring is under 3:1 on this dark ground; a light ring is well over.
    <footer className="border-t border-stone-800 bg-stone-900 text-stone-300 [&_:focus-visible]:outline-stone-100">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1.4fr_repeat(3,1fr)_1.4fr] lg:px-8">
        <div>
          <Brand tone="light" />
          <p className="mt-3 max-w-xs text-sm">
            Personal greeting cards, designed in about a minute with a little help from AI.
          </p>
        </div>
        {COLUMNS.map((column) => (
          <nav key={column.heading} aria-label={column.heading}>
            <h2 className="text-sm font-semibold text-white">{column.heading}</h2>
            <ul className="mt-3 space-y-2 text-sm">
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="rounded hover:text-white hover:underline">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <address className="not-italic">
          <h2 className="text-sm font-semibold text-white">Contact</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <a
                href={`mailto:${email}`}
                className="inline-flex items-center gap-2 rounded hover:text-white hover:underline"
              >
                <IconMail className="size-4" />
                {email}
              </a>
            </li>
            {phone ? (
              <>
                <li>
                  <a
                    href={`tel:${phone.tel}`}
                    className="inline-flex items-center gap-2 rounded hover:text-white hover:underline"
                  >
                    <IconPhone className="size-4" />
                    {phone.display}
                  </a>
                </li>
                <li className="text-stone-400">Mon–Fri, 9am–5pm Pacific</li>
              </>
            ) : null}
          </ul>
        </address>
      </div>
      <p className="border-t border-stone-800 px-4 py-6 text-center text-xs text-stone-400">
        © {new Date().getFullYear()} Cardsmith. Made for the people you care about.
      </p>
    </footer>
  );
}
