import { PassThrough } from 'node:stream';
import { accountDataPublicRoutes, binaryRoutes } from '@cardsmith/contracts';
import { registerRoute, useContractValidation } from '@cardsmith/service-kit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ACCOUNT_COOKIE } from '../accounts/accounts.routes.js';
import { newVisitorId, VISITOR_COOKIE, visitorCookieOptions } from '../visitor/visitor-cookie.js';
import type { AccountDataService, DataSubject } from './account-data.service.js';

/** The signed-in account, else the browser's own visitor (a fresh one owns nothing). */
function subjectOf(request: FastifyRequest): DataSubject {
  return {
    accountId: request.account?.id ?? null,
    deviceVisitorId: request.account ? request.deviceVisitorId : request.visitorId,
    actor: {
      visitorId: request.visitorId,
      visitorMintedNow: !request.visitorKnown,
      ip: request.ip,
    },
  };
}

/** `/api/account/...`: the visitor's data as a ZIP, and deleting it everywhere. */
export function registerAccountDataRoutes(
  app: FastifyInstance,
  data: AccountDataService,
  options: { publicOrigin: string; secureCookies: boolean },
): void {
  app.register(async (account) => {
    useContractValidation(account);

    account.get(binaryRoutes.exportAccountData.path, async (request, reply) => {
      const prepared = await data.prepareExport(subjectOf(request));
      const body = new PassThrough();
      prepared.write(body).catch((error: unknown) => {
        request.log.warn({ err: error }, 'a data export broke off');
        body.destroy(error instanceof Error ? error : new Error(String(error)));
      });
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${prepared.fileName}"`)
        .header('cache-control', 'no-store')
        .send(body);
    });

    registerRoute(account, accountDataPublicRoutes.eraseAccount, async ({ request, reply }) => {
      const result = await data.erase(subjectOf(request));
      // Every device's session is gone with the account; this browser starts again as a new
      // visitor, so nothing it does next is linked to what was deleted.
      reply.clearCookie(ACCOUNT_COOKIE, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: options.secureCookies,
      });
      reply.setCookie(VISITOR_COOKIE, newVisitorId(), visitorCookieOptions(options.publicOrigin));
      return result;
    });
  });
}
