import { IconPalette, IconSparkles, IconUsers } from '../ui/icons.js';

const HIGHLIGHTS = [
  {
    title: 'Effortless Design',
    body: 'Start from a template for the occasion, then change the colours, fonts, frame and pictures until it feels like yours.',
    icon: IconPalette,
  },
  {
    title: 'AI-Powered Magic',
    body: 'Stuck for words? Tell us the occasion and the tone and pick from messages written for you, or generate a cover image.',
    icon: IconSparkles,
  },
  {
    title: 'Real-time Collaboration',
    body: 'Send friends a link and sign the same card together, each seeing the others’ changes as they happen.',
    icon: IconUsers,
  },
] as const;

/** The three highlights, numbered because they are also the order in which a card gets made. */
export function Highlights({ id, heading }: { id: string; heading: string }) {
  return (
    <section aria-labelledby={`${id}-heading`} id={id} className="scroll-mt-20 bg-white">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
        <h2 id={`${id}-heading`} className="font-display text-3xl font-semibold sm:text-4xl">
          {heading}
        </h2>
        <ol className="mt-10 grid gap-6 md:grid-cols-3">
          {HIGHLIGHTS.map((item, index) => (
            <li key={item.title} className="rounded-3xl border border-stone-200 bg-stone-50 p-6">
              <div className="flex items-center gap-3">
                <span className="grid size-11 place-items-center rounded-2xl bg-rose-100 text-rose-800">
                  <item.icon className="size-6" />
                </span>
                <span className="text-sm font-semibold text-stone-500">Step {index + 1}</span>
              </div>
              <h3 className="mt-4 text-xl font-semibold">{item.title}</h3>
              <p className="mt-2 text-stone-600">{item.body}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
