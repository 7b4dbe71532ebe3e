import type { RouteObject } from 'react-router';
import { AppLoading, RootLayout } from '../components/layout/RootLayout.js';
import { UNBUILT_FEATURES, type FeaturePage } from '../content/features.js';
import { HomePage } from '../pages/home/HomePage.js';
import { RouteError } from '../pages/RouteError.js';

/** A feature still being built: its page says what it will do (the feature list decides which). */
function placeholderPage(feature: FeaturePage): RouteObject {
  return {
    path: feature.path.slice(1),
    lazy: async () => {
      const { FeaturePlaceholderPage } =
        await import('../pages/features/FeaturePlaceholderPage.js');
      return { Component: () => <FeaturePlaceholderPage feature={feature} /> };
    },
  };
}

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: AppLoading,
    // Every other page is its own chunk, so a visitor to / downloads no editor code. The home
    // page (3.7 KB gzipped) comes with the entry: as a lazy chunk it was asked for only once the
    // entry had run, a second round trip before the hero's heading (the LCP) could paint.
    children: [
      { index: true, Component: HomePage },
      { path: 'modern', Component: HomePage },
      {
        path: 'old',
        lazy: async () => ({
          Component: (await import('../pages/home/LegacyHomePage.js')).LegacyHomePage,
        }),
      },
      {
        lazy: async () => ({
          Component: (await import('../components/layout/AppLayout.js')).AppLayout,
        }),
        children: [
          {
            path: 'editor',
            lazy: async () => ({
              Component: (await import('../pages/editor/EditorPage.js')).EditorPage,
            }),
          },
          {
            path: 'modern-editor',
            lazy: async () => ({
              Component: (await import('../pages/modern-editor/ModernEditorPage.js'))
                .ModernEditorPage,
            }),
          },
          {
            path: 'ai-message',
            lazy: async () => ({
              Component: (await import('../pages/features/AiMessagePage.js')).AiMessagePage,
            }),
          },
          {
            path: 'ai-image',
            lazy: async () => ({
              Component: (await import('../pages/features/AiImagePage.js')).AiImagePage,
            }),
          },
          {
            path: 'voice-messages',
            lazy: async () => ({
              Component: (await import('../pages/features/VoiceMessagesPage.js')).VoiceMessagesPage,
            }),
          },
          {
            path: 'video-cards',
            lazy: async () => ({
              Component: (await import('../pages/features/VideoCardsPage.js')).VideoCardsPage,
            }),
          },
          {
            path: 'ar-preview',
            lazy: async () => ({
              Component: (await import('../pages/features/ArPreviewPage.js')).ArPreviewPage,
            }),
          },
          {
            path: 'ar-view/:id',
            lazy: async () => ({
              Component: (await import('../pages/features/ArPreviewPage.js')).ArPreviewPage,
            }),
          },
          {
            path: 'smart-scheduling',
            lazy: async () => ({
              Component: (await import('../pages/features/SmartSchedulingPage.js'))
                .SmartSchedulingPage,
            }),
          },
          {
            path: 'collaboration',
            lazy: async () => ({
              Component: (await import('../pages/features/CollaborationPage.js')).CollaborationPage,
            }),
          },
          {
            path: 'social-integration',
            lazy: async () => ({
              Component: (await import('../pages/features/SocialIntegrationPage.js'))
                .SocialIntegrationPage,
            }),
          },
          {
            path: 'test-ai',
            lazy: async () => ({
              Component: (await import('../pages/features/TestAiPage.js')).TestAiPage,
            }),
          },
          {
            path: 'admin',
            lazy: async () => ({
              Component: (await import('../pages/admin/AdminPage.js')).AdminPage,
            }),
          },
          {
            path: 'sign-in/verify',
            lazy: async () => ({
              Component: (await import('../pages/account/VerifySignInPage.js')).VerifySignInPage,
            }),
          },
          {
            path: 'account',
            lazy: async () => ({
              Component: (await import('../pages/account/AccountDataPage.js')).AccountDataPage,
            }),
          },
          {
            path: 'orders',
            lazy: async () => ({
              Component: (await import('../pages/orders/OrdersPage.js')).OrdersPage,
            }),
          },
          {
            path: 'orders/:id',
            lazy: async () => ({
              Component: (await import('../pages/orders/OrderPage.js')).OrderPage,
            }),
          },
          {
            path: 'sign/:token',
            lazy: async () => ({
              Component: (await import('../pages/sign/SignPage.js')).SignPage,
            }),
          },
          {
            path: 'address/:token',
            lazy: async () => ({
              Component: (await import('../pages/address/AddressPage.js')).AddressPage,
            }),
          },
          ...UNBUILT_FEATURES.map(placeholderPage),
          {
            path: 'cards/:id',
            lazy: async () => ({
              Component: (await import('../pages/cards/SharedCardPage.js')).SharedCardPage,
            }),
          },
        ],
      },
      {
        path: 'templates',
        lazy: async () => ({
          Component: (await import('../pages/info/TemplatesPage.js')).TemplatesPage,
        }),
      },
      {
        path: 'pricing',
        lazy: async () => ({
          Component: (await import('../pages/info/PricingPage.js')).PricingPage,
        }),
      },
      {
        path: 'faq',
        lazy: async () => ({ Component: (await import('../pages/info/FaqPage.js')).FaqPage }),
      },
      {
        path: 'terms',
        lazy: async () => ({ Component: (await import('../pages/info/LegalPages.js')).TermsPage }),
      },
      {
        path: 'privacy',
        lazy: async () => ({
          Component: (await import('../pages/info/LegalPages.js')).PrivacyPage,
        }),
      },
      {
        path: 'cookies',
        lazy: async () => ({
          Component: (await import('../pages/info/LegalPages.js')).CookiesPage,
        }),
      },
      {
        path: '*',
        lazy: async () => ({
          Component: (await import('../pages/NotFoundPage.js')).NotFoundPage,
        }),
      },
    ],
  },
];
