import { SHARE_WINDOW } from '@cardsmith/contracts';

/** The spec's 600×400 share window (001 §7), centred on the screen. */
function openCentred(url: string): Window | null {
  const left = Math.max(0, Math.round((window.screen.width - SHARE_WINDOW.width) / 2));
  const top = Math.max(0, Math.round((window.screen.height - SHARE_WINDOW.height) / 2));
  const opened = window.open(
    url,
    'cardsmith-share',
    `popup,width=${SHARE_WINDOW.width},height=${SHARE_WINDOW.height},left=${left},top=${top}`,
  );
  // The network's page must not be able to navigate this one.
  if (opened) opened.opener = null;
  return opened;
}

export interface PendingShareWindow {
  /** Sends the window to the network's share page. */
  show: (url: string) => void;
  close: () => void;
}

/**
 * Opens the share window blank. Safari and iOS allow a popup only while the click is being
 * handled, so a share whose address comes from the server opens the window first and fills it in
 * when the answer arrives. Null when the browser blocked it.
 */
export function openPendingShareWindow(): PendingShareWindow | null {
  const opened = openCentred('');
  if (!opened) return null;
  return {
    show: (url) => {
      opened.location.href = url;
    },
    close: () => opened.close(),
  };
}

/**
 * Opens a network's share page in the share window. mailto: and sms: links hand over to the
 * device's own app instead, which a popup would only leave blank. False when the browser blocked
 * the window.
 */
export function openShareWindow(url: string): boolean {
  if (!/^https?:/.test(url)) {
    window.location.href = url;
    return true;
  }
  return openCentred(url) !== null;
}
