import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
// The pure entry point injects Stripe.js only when loadStripe is called (an order paid by card),
// not as a side effect of importing it into whichever chunk holds this file.
import { loadStripe } from '@stripe/stripe-js/pure';
import { useState } from 'react';
import { buttonClass } from '../../components/ui/button.js';

type StripePaymentInfo = { provider: 'stripe'; clientSecret: string; publishableKey: string };

/** Stripe.js is loaded once per publishable key, and only when an order is paid by card. */
const stripeByKey = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string) {
  let stripe = stripeByKey.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    stripeByKey.set(publishableKey, stripe);
  }
  return stripe;
}

function PaymentForm({ orderId }: { orderId: string }) {
  const stripe = useStripe();
  const elements = useElements();
  const [error, setError] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);

  async function pay() {
    if (!stripe || !elements) return;
    setPaying(true);
    setError(null);
    const result = await stripe.confirmPayment({
      elements,
      confirmParams: { return_url: `${window.location.origin}/orders/${orderId}` },
    });
    // On success Stripe navigates to return_url; reaching here means it did not.
    setError(result.error?.message ?? 'The payment did not go through. Please try again.');
    setPaying(false);
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void pay();
      }}
      className="space-y-3"
    >
      <PaymentElement />
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <button type="submit" className={buttonClass('primary')} disabled={!stripe || paying}>
        {paying ? 'Paying…' : 'Pay now'}
      </button>
    </form>
  );
}

/** Stripe's Payment Element for an order's PaymentIntent; the webhook marks the order paid. */
export function StripePayment({
  orderId,
  payment,
}: {
  orderId: string;
  payment: StripePaymentInfo;
}) {
  return (
    <Elements
      stripe={stripeFor(payment.publishableKey)}
      options={{ clientSecret: payment.clientSecret }}
    >
      <PaymentForm orderId={orderId} />
    </Elements>
  );
}
