import { addressRoutes, type AddressRequest } from '@cardsmith/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '../../lib/api.js';

export const addressRequestsKey = (cardId: string) => ['address-requests', cardId] as const;

/**
 * The newest address received by one of the card's address links (issue 35), which the print
 * dialog is filled in from; null when none came. Only the card's owner may read them: for anyone
 * else the request is refused and nothing is filled in.
 */
export function useReceivedAddress(
  cardId: string,
): (AddressRequest & { address: NonNullable<AddressRequest['address']> }) | null {
  const requests = useQuery({
    queryKey: addressRequestsKey(cardId),
    queryFn: () => api(addressRoutes.list, { params: { id: cardId } }),
    retry: false,
    staleTime: 30_000,
  });
  return useMemo(() => {
    const received = requests.data?.requests
      .filter((request) => request.address && request.receivedAt)
      .sort((a, b) => (b.receivedAt ?? '').localeCompare(a.receivedAt ?? ''))[0];
    return received?.address ? { ...received, address: received.address } : null;
  }, [requests.data]);
}
