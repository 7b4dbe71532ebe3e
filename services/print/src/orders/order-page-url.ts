/** The customer's page of an order, linked from its emails. */
export const orderPageUrl =
  (publicOrigin: string) =>
  (orderId: string): string =>
    new URL(`/orders/${orderId}`, publicOrigin).toString();
