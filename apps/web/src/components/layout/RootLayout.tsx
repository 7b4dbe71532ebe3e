import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { ToastHost } from '../ui/ToastHost.js';
import { Footer } from './Footer.js';
import { Header } from './Header.js';

export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-rose-800 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      Skip to content
    </a>
  );
}

/** Shows that a code-split page is on its way, so a slow connection never feels stuck. */
function NavigationBar() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div
      className="fixed inset-x-0 top-0 z-50 h-0.5 overflow-hidden bg-rose-100"
      aria-hidden="true"
    >
      <div className="h-full w-1/3 animate-pulse bg-rose-700" />
    </div>
  );
}

export function RootLayout() {
  return (
    <>
      <SkipLink />
      <NavigationBar />
      <div className="flex min-h-dvh flex-col">
        <Header />
        <main id="main" tabIndex={-1} className="flex-1 outline-none">
          <Outlet />
        </main>
        <Footer />
      </div>
      <ToastHost />
      <ScrollRestoration />
    </>
  );
}

/** Rendered while the first page's code loads. */
export function AppLoading() {
  return (
    <div className="grid min-h-dvh place-items-center" role="status">
      <span className="font-display text-2xl text-stone-500">Loading Cardsmith…</span>
    </div>
  );
}
