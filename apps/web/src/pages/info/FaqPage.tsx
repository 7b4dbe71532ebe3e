import { Link } from 'react-router';
import { SUPPORT_EMAIL } from '../../content/contact.js';
import { PageHeader } from '../../components/ui/PageHeader.js';

const QUESTIONS = [
  {
    q: 'How do I make a card?',
    a: (
      <>
        Open the <Link to="/modern-editor">modern editor</Link>, pick one of six templates, type
        your message and watch the preview update. The full <Link to="/editor">card editor</Link>{' '}
        adds frames, text and image elements you can drag, fonts, colours and a message on the back.
      </>
    ),
  },
  {
    q: 'Do I need an account?',
    a: 'No. Cards you save belong to the browser you saved them from, through an anonymous cookie. Sign in with your email (we send a link, no password) to keep your cards, schedules and orders on every device: what this browser saved before moves into your account.',
  },
  {
    q: 'How do I share a card?',
    a: 'Save it, and you get a link of the form cardsmith.app/cards/… that anyone can open. Then copy the link or send it from the share options. Sharing it keeps it private: it is listed in Trending for every visitor to see only if you switch on “Show in the public gallery” in the share options.',
  },
  {
    q: 'How do I delete a card?',
    a: 'Open the card’s link in the browser you made it in and choose Delete card. The link stops working and the card leaves Trending.',
  },
  {
    q: 'Can I download my card?',
    a: 'Yes. In the modern editor, Export Card saves your card and downloads it as a PNG image, drawn by the same renderer that draws the preview.',
  },
  {
    q: 'Where do AI messages and images come from?',
    a: 'From an AI provider when one is connected; otherwise from Cardsmith’s built-in writer and artwork generator, which work without sending your words anywhere. The page tells you which one produced a result.',
  },
  {
    q: 'Which browsers are supported?',
    a: 'Current versions of Chrome, Edge, Firefox and Safari, on phones from 375 px wide up to large desktop screens.',
  },
] as const;

export function FaqPage() {
  return (
    <>
      <title>FAQ and documentation – Cardsmith</title>
      <PageHeader eyebrow="Documentation" title="Frequently asked questions">
        <p>How Cardsmith works, in short answers.</p>
      </PageHeader>
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:px-8">
        <div className="divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white">
          {QUESTIONS.map((item) => (
            <details key={item.q} className="group p-5 [&_a]:text-rose-800 [&_a]:underline">
              <summary className="cursor-pointer list-none rounded text-lg font-semibold marker:hidden">
                <span className="flex items-center justify-between gap-4">
                  {item.q}
                  <span
                    aria-hidden="true"
                    className="text-rose-700 transition-transform group-open:rotate-45"
                  >
                    +
                  </span>
                </span>
              </summary>
              <p className="mt-3 text-stone-700">{item.a}</p>
            </details>
          ))}
        </div>
        <p className="mt-8 text-stone-700">
          Still stuck? Write to{' '}
          <a className="text-rose-800 underline" href={`mailto:${SUPPORT_EMAIL}`}>
            {SUPPORT_EMAIL}
          </a>
          .
        </p>
      </div>
    </>
  );
}
