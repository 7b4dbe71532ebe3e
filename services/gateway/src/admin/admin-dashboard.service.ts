import type { AdminDashboard } from '@cardsmith/contracts';
import {
  cardsAdminRoutes,
  collabAdminRoutes,
  printAdminRoutes,
  type AdminUpstreams,
} from '../adapters/admin-upstreams.js';

export const DASHBOARD_NOTICES = {
  printDown: 'Orders and revenue are missing: the print service did not answer.',
  cardsDown: 'Card and visitor counts are missing: the cards service did not answer.',
  collabDown: 'Live sessions are missing: the collaboration service did not answer.',
} as const;

/** The gateway's own figure: how many accounts exist. */
export interface AccountCounter {
  countAccounts(): Promise<number>;
}

/**
 * The dashboard's figures, each from the part that owns it (accounts are the gateway's own
 * table); a silent service leaves a gap.
 */
export class AdminDashboardService {
  constructor(
    private readonly upstreams: AdminUpstreams,
    private readonly accounts: AccountCounter,
  ) {}

  async dashboard(): Promise<AdminDashboard> {
    // The gateway's own database failing fails the whole answer; a service's silence is a gap.
    const [[cards, collab, print], accounts] = await Promise.all([
      Promise.allSettled([
        this.upstreams.cards(cardsAdminRoutes.stats, {}),
        this.upstreams.collab(collabAdminRoutes.stats, {}),
        this.upstreams.print(printAdminRoutes.stats, {}),
      ]),
      this.accounts.countAccounts(),
    ]);
    const notices: string[] = [];
    if (cards.status === 'rejected') notices.push(DASHBOARD_NOTICES.cardsDown);
    if (collab.status === 'rejected') notices.push(DASHBOARD_NOTICES.collabDown);
    if (print.status === 'rejected') notices.push(DASHBOARD_NOTICES.printDown);
    const orders = print.status === 'fulfilled' ? print.value : null;
    return {
      counters: {
        visitors: cards.status === 'fulfilled' ? cards.value.visitors : null,
        accounts,
        cards: cards.status === 'fulfilled' ? cards.value.cards : null,
        orders: orders?.orders ?? null,
        revenueCents: orders?.revenueCents ?? null,
        liveCollaborationSessions:
          collab.status === 'fulfilled' ? collab.value.totalActiveSessions : null,
      },
      recentOrders: (orders?.recentOrders ?? []).map((order) => ({
        id: order.id,
        customer: order.customer,
        date: order.createdAt,
        amountCents: order.totalCents,
        status: order.status,
      })),
      notices,
    };
  }
}
