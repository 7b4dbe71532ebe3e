/* Automatic JSX runtime even when tsx compiles this file with the root tsconfig (tests, dev). */
/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { MAGIC_LINK_MINUTES, MAGIC_LINK_PAGE } from '@cardsmith/contracts';
import { Text } from '@react-email/components';
import { z } from 'zod';
import { defineEmailTemplate, webUrl } from '../define-template.js';
import { ActionButton, EmailLayout } from '../layout.js';

const props = z.object({
  /** The verify page with the link's one-time token. */
  signInUrl: webUrl(),
});

/** The magic link an address asked for at sign-in. */
export const signInLink = defineEmailTemplate({
  title: 'Sign-in link',
  description: 'To an address that asked to sign in: a link that works once, for a few minutes.',
  props,
  subject: () => 'Your Cardsmith sign-in link',
  Component: ({ signInUrl }) => (
    <EmailLayout>
      <Text>Sign in to Cardsmith with this link:</Text>
      <ActionButton href={signInUrl}>Sign in to Cardsmith</ActionButton>
      <Text>{`It works once, within ${MAGIC_LINK_MINUTES} minutes.`}</Text>
      <Text>If you did not ask to sign in to Cardsmith, you can ignore this email.</Text>
    </EmailLayout>
  ),
  sample: (origin) => ({ signInUrl: `${origin}${MAGIC_LINK_PAGE}?token=sample-token` }),
});
