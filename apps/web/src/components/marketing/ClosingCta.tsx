import { Link } from 'react-router';
import { buttonClass } from '../ui/button.js';

export function ClosingCta() {
  return (
    <section aria-labelledby="cta-heading" className="bg-stone-50 px-4 py-16 sm:px-6 lg:px-8">
      <div className="mx-auto max-w-5xl rounded-[2rem] bg-gradient-to-br from-rose-700 via-rose-800 to-stone-900 px-6 py-14 text-center text-white shadow-xl sm:px-12">
        <h2 id="cta-heading" className="font-display text-3xl font-semibold sm:text-4xl">
          Someone would love to hear from you
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-rose-100">
          Pick a design, write a few words (or let AI help), and send it today.
        </p>
        <Link to="/editor" className={buttonClass('inverse', 'lg', 'mt-8')}>
          Create a Card Now
        </Link>
      </div>
    </section>
  );
}
