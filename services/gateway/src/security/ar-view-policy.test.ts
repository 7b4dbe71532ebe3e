import { describe, expect, it } from 'vitest';
import {
  isArViewPage,
  routeScopedSecurityHeaders,
  widenPolicyForArView,
} from './ar-view-policy.js';
import { securityHeaders } from './security.js';

const directives = (policy: string) =>
  new Map(
    policy.split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );

describe('the AR viewer policy', () => {
  const site = securityHeaders('http://localhost:8080');
  const sitePolicy = site['content-security-policy']!;
  const headersFor = routeScopedSecurityHeaders(site);

  it('recognises only the viewer page', () => {
    expect(isArViewPage('/ar-view/abc123')).toBe(true);
    expect(isArViewPage('/ar-view/abc123?from=share')).toBe(true);
    expect(isArViewPage('/ar-preview')).toBe(false);
    expect(isArViewPage('/ar-view')).toBe(false);
    expect(isArViewPage('/ar-view/abc/extra')).toBe(false);
    expect(isArViewPage('/api/cards/abc/model.glb')).toBe(false);
  });

  it('adds blob: textures and WebAssembly compilation, and nothing else', () => {
    const widened = directives(widenPolicyForArView(sitePolicy));
    const original = directives(sitePolicy);
    expect(widened.get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(widened.get('connect-src')).toEqual([...original.get('connect-src')!, 'blob:']);
    expect(widened.get('img-src')).toEqual(original.get('img-src'));
    expect(widened.get('img-src')).toContain('blob:');
    for (const [name, sources] of original) {
      if (!['script-src', 'connect-src'].includes(name)) expect(widened.get(name)).toEqual(sources);
    }
    expect(widenPolicyForArView(sitePolicy)).not.toContain("'unsafe-eval'");
  });

  it('keeps the site policy on every other page', () => {
    expect(headersFor('/editor')).toBe(site);
    expect(headersFor('/ar-preview')['content-security-policy']).toBe(sitePolicy);
    expect(headersFor('/ar-view/abc')['x-frame-options']).toBe(site['x-frame-options']);
    expect(headersFor('/ar-view/abc')['content-security-policy']).toContain("'wasm-unsafe-eval'");
  });
});
