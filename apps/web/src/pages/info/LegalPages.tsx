import type { ReactNode } from 'react';
import { SUPPORT_EMAIL } from '../../content/contact.js';
import { PageHeader } from '../../components/ui/PageHeader.js';

function LegalPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <title>{`${title} – Cardsmith`}</title>
      <PageHeader eyebrow="Legal" title={title} />
      <div className="mx-auto max-w-3xl space-y-4 px-4 py-12 text-stone-700 sm:px-6 lg:px-8 [&_h2]:pt-4 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-stone-900">
        {children}
        <p>
          Questions:{' '}
          <a className="text-rose-800 underline" href={`mailto:${SUPPORT_EMAIL}`}>
            {SUPPORT_EMAIL}
          </a>
        </p>
      </div>
    </>
  );
}

export function TermsPage() {
  return (
    <LegalPage title="Terms of use">
      <p>By using Cardsmith you agree to these terms. They are short on purpose.</p>
      <h2>Your cards</h2>
      <p>
        What you write and upload stays yours. You give us the permission we need to store it, draw
        it and show it to the people you share it with. If you switch on &quot;Show in the public
        gallery&quot; for a card, that includes every visitor of Trending.
      </p>
      <h2>Fair use</h2>
      <p>
        Do not use Cardsmith for content that is unlawful, hateful or that infringes someone
        else&apos;s rights, and do not try to break or overload the service. We may remove such
        content and limit how fast requests are made.
      </p>
      <h2>AI results</h2>
      <p>
        AI-written messages and images are suggestions. Read them before you send them: you are the
        sender.
      </p>
      <h2>No warranty</h2>
      <p>
        Cardsmith is in early access and provided as is. We work to keep your cards safe, but keep
        your own copy of anything irreplaceable.
      </p>
    </LegalPage>
  );
}

export function PrivacyPage() {
  return (
    <LegalPage title="Privacy policy">
      <h2>What we store</h2>
      <p>
        The cards you save (their design, messages, images and recordings), an anonymous visitor
        identifier that ties them to your browser, and short-lived server logs used for security and
        rate limiting.
      </p>
      <h2>Who sees it</h2>
      <p>
        Anyone who has a card&apos;s link can open it. A card you have only saved is not listed
        anywhere.
      </p>
      <p>
        Sharing a card (copying its link, your device&apos;s share sheet, sending it directly or
        posting it on a social network) does not make it public. It is listed in Trending, where any
        visitor can see it, only while you have switched on &quot;Show in the public gallery&quot;
        in its share options, and we may hide a listed card.
      </p>
      <p>
        When an AI provider is connected, the text you ask it to work with is sent to that provider
        to produce the result. We do not sell data and we do not run advertising.
      </p>
      <h2>Your choices</h2>
      <p>
        You can delete cards you own: open the card&apos;s link in the browser you made it in and
        choose Delete card. A deleted card leaves Trending and its link stops working. To have
        everything tied to your browser removed, write to us and include a card link.
      </p>
    </LegalPage>
  );
}

export function CookiesPage() {
  return (
    <LegalPage title="Cookie policy">
      <p>
        Cardsmith uses only what it needs to work. There are no advertising or tracking cookies.
      </p>
      <h2>Essential cookie</h2>
      <p>
        One cookie holds your anonymous visitor identity, so the cards you save stay editable by
        you. When you sign in with an emailed link, a second cookie keeps this browser signed in to
        your account for 30 days or until you sign out. Operators of the admin area get a session
        cookie of their own when they sign in.
      </p>
      <h2>Local storage</h2>
      <p>
        The editor keeps your unsaved changes in your browser&apos;s local storage, so a reload does
        not lose them. Clearing your site data removes it.
      </p>
    </LegalPage>
  );
}
