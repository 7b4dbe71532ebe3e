import type { AdminDashboard } from '@cardsmith/contracts';
import {
  cardsAdminRoutes,
  collabAdminRoutes,
  type AdminUpstreams,
} from '../adapters/admin-upstreams.js';

export const DASHBOARD_NOTICES = {
  ordersNotBuilt: 'Orders and revenue appear here once printed cards can be ordered.',
  cardsDown: 'Card and visitor counts are missing: the cards service did not answer.',
  collabDown: 'Live sessions are missing: the collaboration service did not answer.',
} as const;

/** The dashboard's figures, each from the service that owns it; a silent service leaves a gap. */
export class AdminDashboardService {
  constructor(private readonly upstreams: AdminUpstreams) {}

  async dashboard(): Promise<AdminDashboard> {
    const [cards, collab] = await Promise.allSettled([
      this.upstreams.cards(cardsAdminRoutes.stats, {}),
      this.upstreams.collab(collabAdminRoutes.stats, {}),
    ]);
    const notices: string[] = [DASHBOARD_NOTICES.ordersNotBuilt];
    if (cards.status === 'rejected') notices.push(DASHBOARD_NOTICES.cardsDown);
    if (collab.status === 'rejected') notices.push(DASHBOARD_NOTICES.collabDown);
    return {
      counters: {
        visitors: cards.status === 'fulfilled' ? cards.value.visitors : null,
        cards: cards.status === 'fulfilled' ? cards.value.cards : null,
        orders: null,
        revenueCents: null,
        liveCollaborationSessions:
          collab.status === 'fulfilled' ? collab.value.totalActiveSessions : null,
      },
      recentOrders: [],
      notices,
    };
  }
}
