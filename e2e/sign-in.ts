import { createDb } from '@cardsmith/service-kit';
import { expect, type Page } from '@playwright/test';

/** The newest sign-in link the scheduler's outbox holds for the address (development email). */
export async function signInLinkFor(email: string): Promise<string> {
  const db = createDb<{
    outbox_message: { recipient: string; text: string; created_at: Date };
  }>(process.env.E2E_DATABASE_URL!, 'scheduler', 1);
  try {
    const row = await db
      .selectFrom('outbox_message')
      .select('text')
      .where('recipient', '=', email)
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    return /(http\S+\/sign-in\/verify\?token=\S+)/.exec(row.text)![1]!;
  } finally {
    await db.destroy();
  }
}

/** Asks for a sign-in link from the header's Sign In dialog. */
export async function askForLink(page: Page, email: string) {
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await dialog.getByLabel('Email address').fill(email);
  await dialog.getByRole('button', { name: 'Email me a link' }).click();
  await expect(page.getByRole('dialog', { name: 'Check your email' })).toContainText(email);
  await page.getByRole('button', { name: 'Done' }).click();
}
