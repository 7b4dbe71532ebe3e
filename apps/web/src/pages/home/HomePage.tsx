import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button.js';

export function HomePage() {
  return (
    <section className="mx-auto max-w-4xl px-4 py-24 text-center">
      <h1 className="font-display text-5xl font-semibold tracking-tight">
        A card worth keeping, made in about 60 seconds
      </h1>
      <p className="mt-6 text-lg text-stone-600">
        Pick a design, let AI help with the words, and send it.
      </p>
      <Link to="/modern-editor" className={buttonClass('primary', 'lg', 'mt-8')}>
        Try Modern Editor
      </Link>
    </section>
  );
}
