import { accountRoutes, MAGIC_LINK_MINUTES, type Account } from '@cardsmith/contracts';
import {
  registerRoute,
  signAccountVisitor,
  useContractValidation,
  VISITOR_ACCOUNT_HEADER,
} from '@cardsmith/service-kit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AccountsService } from './accounts.service.js';

export const ACCOUNT_COOKIE = 'cs_acct';

declare module 'fastify' {
  interface FastifyRequest {
    /** The account this device is signed in to; its id is then the visitor id services see. */
    account: Account | null;
    accountSessionExpiresAt: Date | null;
    /** The device's own (anonymous) visitor from its cookie, kept while `visitorId` is the account. */
    deviceVisitorId: string | null;
  }
}

/** Requests that act for someone: the APIs and the socket. Pages and build files need no account. */
const actsForSomeone = (url: string) => url.startsWith('/api/') || url.startsWith('/ws');

/**
 * A device signed in to an account acts as the account everywhere: its visitor id becomes the
 * account's id before anything is limited or forwarded, so every service sees the same owner on
 * every device. Must be added after the visitor identity hook.
 */
export function installAccountIdentity(
  app: FastifyInstance,
  accounts: AccountsService,
  internalSecret: string,
): void {
  app.decorateRequest('account', null);
  app.decorateRequest('accountSessionExpiresAt', null);
  app.decorateRequest('deviceVisitorId', null);
  app.addHook('onRequest', async (request) => {
    // Only the gateway says who is signed in (services give signed-in senders larger quotas).
    delete request.headers[VISITOR_ACCOUNT_HEADER];
    const token = request.cookies[ACCOUNT_COOKIE];
    if (!token || !actsForSomeone(request.url)) return;
    const session = await accounts.sessionOf(token);
    if (!session) return;
    request.account = session.account;
    request.accountSessionExpiresAt = session.expiresAt;
    request.deviceVisitorId = request.visitorKnown ? request.visitorId : null;
    request.visitorId = session.account.id;
    request.visitorKnown = true;
    request.headers[VISITOR_ACCOUNT_HEADER] = signAccountVisitor(
      internalSecret,
      session.account.id,
    );
  });
}

/** The device's anonymous visitor, whose work moves to the account it signs in to. */
function deviceVisitor(request: FastifyRequest): string | null {
  if (request.account) return request.deviceVisitorId;
  return request.visitorKnown ? request.visitorId : null;
}

/** `/api/auth/...`: magic-link sign-in, answered by the gateway itself. */
export function registerAccountRoutes(
  app: FastifyInstance,
  accounts: AccountsService,
  options: { secureCookies: boolean },
): void {
  const cookieOptions = {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: options.secureCookies,
  };
  const clearCookie = (reply: FastifyReply) => reply.clearCookie(ACCOUNT_COOKIE, cookieOptions);

  app.register(async (auth) => {
    useContractValidation(auth);

    registerRoute(auth, accountRoutes.signIn, async ({ body, request }) => {
      await accounts.requestLink(body.email, request.ip);
      return { sent: true as const, expiresInMinutes: MAGIC_LINK_MINUTES };
    });

    registerRoute(auth, accountRoutes.verify, async ({ body, request, reply }) => {
      const session = await accounts.verify(body.token, deviceVisitor(request));
      // Signing in to another account on this device ends the one it was signed in to.
      await accounts.signOut(request.account ? request.cookies[ACCOUNT_COOKIE] : undefined);
      reply.setCookie(ACCOUNT_COOKIE, session.token, {
        ...cookieOptions,
        expires: session.expiresAt,
      });
      return {
        signedIn: true as const,
        account: session.account,
        expiresAt: session.expiresAt.toISOString(),
      };
    });

    registerRoute(auth, accountRoutes.signOut, async ({ request, reply }) => {
      await accounts.signOut(request.cookies[ACCOUNT_COOKIE]);
      clearCookie(reply);
      return { signedIn: false as const };
    });

    // Answered 200 either way: every page asks it on load.
    registerRoute(auth, accountRoutes.session, async ({ request, reply }) => {
      if (!request.account || !request.accountSessionExpiresAt) {
        if (request.cookies[ACCOUNT_COOKIE]) clearCookie(reply);
        return { signedIn: false as const };
      }
      await accounts.claimPending(request.account.id);
      return {
        signedIn: true as const,
        account: request.account,
        expiresAt: request.accountSessionExpiresAt.toISOString(),
      };
    });
  });
}
