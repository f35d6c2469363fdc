// @vitest-environment node
import type { AstroIntegrationLogger } from 'astro';
import { describe, expect, it, vi } from 'vitest';
import { buildDefines, chatModeOf, publicTokenWarning } from './chatBuild.ts';

/** What the build prints when it starts with this chat mode and environment. */
function warningsOf(...args: Parameters<typeof publicTokenWarning>): string[] {
  const warn = vi.fn<(message: string) => void>();
  const start = publicTokenWarning(...args).hooks['astro:build:start'];
  void start?.({ logger: { warn } as unknown as AstroIntegrationLogger, setPrerenderer: () => undefined });
  return warn.mock.calls.map(([message]) => message);
}

describe('the build start', () => {
  it('warns loudly, in direct mode, that a browser token becomes public', () => {
    const [warning, ...others] = warningsOf('direct', { VITE_GITHUB_TOKEN: 'github_pat_sample' });
    expect(others).toEqual([]);
    expect(warning).toMatch(/VITE_GITHUB_TOKEN is set: this build copies the token into the public JavaScript/);
    expect(warning).toMatch(/give the chat API GITHUB_TOKEN/);
  });

  it('says, in proxy mode, that a browser token is left out of the bundle', () => {
    expect(warningsOf('proxy', { VITE_GITHUB_TOKEN: 'github_pat_sample' })).toEqual([
      expect.stringMatching(/VITE_GITHUB_TOKEN is set but the chat runs in proxy mode: the token is left out/),
    ]);
  });

  it('says nothing without a browser token, or with a blank one', () => {
    expect(warningsOf('direct', {})).toEqual([]);
    expect(warningsOf('direct', { VITE_GITHUB_TOKEN: '  ' })).toEqual([]);
  });
});

describe('the chat mode of a build', () => {
  it('refuses a mode that does not exist, naming the ones that do', () => {
    expect(() => chatModeOf({ VITE_CHAT_MODE: 'proxi' })).toThrow(
      /VITE_CHAT_MODE must be one of .*proxy.* \(got proxi\)/,
    );
  });

  it('writes the token out of the code outside direct mode only', () => {
    expect(buildDefines('proxy')['import.meta.env.VITE_GITHUB_TOKEN']).toBe('undefined');
    expect(buildDefines('direct')).not.toHaveProperty(['import.meta.env.VITE_GITHUB_TOKEN']);
  });
});
