import type { Migrations } from '@cardsmith/service-kit';
import * as createSession from './2026_11_21_1000_create_session.js';
import * as collaboratorRoles from './2026_11_24_1000_collaborator_roles.js';
import * as createInvitee from './2026_11_24_1100_create_invitee.js';
import * as createClientAck from './2026_11_28_0300_create_client_ack.js';
import * as createOutbox from './2026_11_28_0400_create_outbox.js';
import * as sessionAdminListIndex from './2026_11_28_0900_session_admin_list_index.js';
import * as createSessionTotals from './2026_11_28_1020_create_session_totals.js';

export const migrations: Migrations = {
  '2026_11_21_1000_create_session': createSession,
  '2026_11_24_1000_collaborator_roles': collaboratorRoles,
  '2026_11_24_1100_create_invitee': createInvitee,
  '2026_11_28_0300_create_client_ack': createClientAck,
  '2026_11_28_0400_create_outbox': createOutbox,
  '2026_11_28_0900_session_admin_list_index': sessionAdminListIndex,
  '2026_11_28_1020_create_session_totals': createSessionTotals,
};
