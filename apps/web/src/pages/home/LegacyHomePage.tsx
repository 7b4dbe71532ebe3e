import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button.js';

export function LegacyHomePage() {
  return (
    <section className="mx-auto max-w-4xl px-4 py-24 text-center">
      <h1 className="font-display text-5xl font-semibold tracking-tight">
        Greeting cards in about 60 seconds
      </h1>
      <Link to="/editor" className={buttonClass('primary', 'lg', 'mt-8')}>
        Start Creating
      </Link>
    </section>
  );
}
