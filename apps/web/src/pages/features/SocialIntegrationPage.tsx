import { PageHeader } from '../../components/ui/PageHeader.js';
import { SocialShareForm } from '../../features/sharing/SocialShareForm.js';
import { SocialSharesList } from '../../features/sharing/SocialSharesList.js';
import { MyCardPicker } from '../../features/cards/MyCardPicker.js';

/** /social-integration: share one of the visitor's cards on a network, now or later. */
export function SocialIntegrationPage() {
  return (
    <>
      <title>Social Sharing – Cardsmith</title>
      <PageHeader eyebrow="Feature" title="Social Sharing">
        <p>Post your card to Facebook, Twitter, Instagram or WhatsApp, or schedule it for later.</p>
      </PageHeader>
      <div className="mx-auto grid max-w-5xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1fr_18rem] lg:px-8">
        <section aria-labelledby="social-share-heading" className="space-y-6">
          <h2 id="social-share-heading" className="text-xl font-semibold">
            Share a card
          </h2>
          <MyCardPicker purpose="share it">
            {(card) => <SocialShareForm key={card.id} cardId={card.id} title={card.title} />}
          </MyCardPicker>
        </section>
        <aside aria-labelledby="my-shares-heading" className="space-y-4">
          <h2 id="my-shares-heading" className="text-xl font-semibold">
            Your shares
          </h2>
          <SocialSharesList />
        </aside>
      </div>
    </>
  );
}
