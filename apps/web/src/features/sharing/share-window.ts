import { SHARE_WINDOW } from '@cardsmith/contracts';

/**
 * Opens a network's share page in a 600×400 window (spec 001 §7). mailto: and sms: links hand
 * over to the device's own app instead, which a popup would only leave blank. False when the
 * browser blocked the window.
 */
export function openShareWindow(url: string): boolean {
  if (!/^https?:/.test(url)) {
    window.location.href = url;
    return true;
  }
  const left = Math.max(0, Math.round((window.screen.width - SHARE_WINDOW.width) / 2));
  const top = Math.max(0, Math.round((window.screen.height - SHARE_WINDOW.height) / 2));
  const opened = window.open(
    url,
    'cardsmith-share',
    `popup,width=${SHARE_WINDOW.width},height=${SHARE_WINDOW.height},left=${left},top=${top}`,
  );
  // The network's page must not be able to navigate this one.
  if (opened) opened.opener = null;
  return opened !== null;
}
