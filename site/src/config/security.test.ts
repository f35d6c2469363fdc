import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, securityHeaders } from './security';

const directives = (policy: string) =>
  Object.fromEntries(
    policy.split('; ').map((directive) => {
      const [name = '', ...sources] = directive.split(' ');
      return [name, sources];
    }),
  );

describe('contentSecurityPolicy', () => {
  it('allows scripts from the site only: no inline script, no eval, no other host', () => {
    const policy = directives(
      contentSecurityPolicy({ chatApiUrl: 'https://models.github.ai/inference/chat/completions', analytics: false }),
    );
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it('lets requests reach the chat endpoint’s origin, and frames only the map', () => {
    const policy = directives(
      contentSecurityPolicy({ chatApiUrl: 'https://models.github.ai/inference/chat/completions', analytics: false }),
    );
    expect(policy['connect-src']).toEqual(["'self'", 'https://models.github.ai']);
    expect(policy['frame-src']).toEqual(['https://www.openstreetmap.org']);
    expect(policy['img-src']).toEqual(["'self'", 'data:']);
  });

  it('keeps a proxy on the site’s own origin (a relative address) under « self »', () => {
    const policy = directives(contentSecurityPolicy({ chatApiUrl: '/api/chat', analytics: false }));
    expect(policy['connect-src']).toEqual(["'self'"]);
  });

  it('adds Google’s tag hosts only when analytics is configured', () => {
    const policy = directives(contentSecurityPolicy({ chatApiUrl: '/api/chat', analytics: true }));
    expect(policy['script-src']).toEqual(["'self'", 'https://www.googletagmanager.com']);
    expect(policy['connect-src']).toContain('https://*.google-analytics.com');
    expect(policy['img-src']).toContain('https://*.google-analytics.com');
  });
});

describe('securityHeaders', () => {
  it('sends HSTS, nosniff, a referrer policy, a permissions policy and framing protection', () => {
    const headers = new Map(securityHeaders({ chatApiUrl: '/api/chat', analytics: false }));
    expect(headers.get('Strict-Transport-Security')).toMatch(/^max-age=\d{8,}; includeSubDomains/);
    expect(headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('Permissions-Policy')).toContain('camera=()');
    expect(headers.get('X-Frame-Options')).toBe('DENY');
  });
});
