/// <reference types="vite/client" />

// Build-time settings (Vite inlines them when the app is built); see the app's README.
interface ImportMetaEnv {
  /** The support address the footer, pricing and help pages show. */
  readonly VITE_SUPPORT_EMAIL?: string;
  /** The support phone line the footer shows; without it the footer shows no phone. */
  readonly VITE_SUPPORT_PHONE?: string;
}
