/* Automatic JSX runtime even when tsx compiles this file with the root tsconfig (tests, dev). */
/** @jsxRuntime automatic */
/** @jsxImportSource react */
import {
  Body,
  Button,
  Container,
  Head,
  Html,
  Preview,
  Section,
  Text,
} from '@react-email/components';
import type { ReactNode } from 'react';

/** Cardsmith's colours, as the web app uses them. */
export const palette = {
  ink: '#1f2937',
  muted: '#6b7280',
  accent: '#7c3aed',
  paper: '#faf7ff',
} as const;

/**
 * Every email's frame: one centred column on the brand's paper colour. `preview` is the line a
 * mail client shows beside the subject; keep it the same for every recipient of a shared render.
 */
export function EmailLayout({ preview, children }: { preview?: string; children: ReactNode }) {
  return (
    <Html lang="en">
      <Head />
      {preview ? <Preview>{preview}</Preview> : null}
      <Body
        style={{
          backgroundColor: palette.paper,
          color: palette.ink,
          fontFamily: 'Helvetica, Arial, sans-serif',
          lineHeight: 1.5,
        }}
      >
        <Container style={{ maxWidth: 560, margin: '0 auto', padding: 24 }}>{children}</Container>
      </Body>
    </Html>
  );
}

/** The one thing the email asks the reader to do. */
export function ActionButton({ href, children }: { href: string; children: string }) {
  return (
    <Section style={{ textAlign: 'center', margin: '24px 0' }}>
      <Button
        href={href}
        style={{
          backgroundColor: palette.accent,
          color: '#ffffff',
          padding: '12px 24px',
          borderRadius: 8,
          fontWeight: 600,
        }}
      >
        {children}
      </Button>
    </Section>
  );
}

/** Small print under the content (why the email came, what to do if a button fails). */
export function SmallPrint({ children }: { children: ReactNode }) {
  return <Text style={{ color: palette.muted, fontSize: 12 }}>{children}</Text>;
}
