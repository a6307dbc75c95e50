import type * as OidcProviderModule from 'oidc-provider';

// oidc-provider 9 prints "Unsupported runtime" on Node 20 when its module is first evaluated.
// It works on Node 20 (checked: see /work/shared/VERSIONS.md), so that one line is filtered out.

type ProviderModule = typeof OidcProviderModule;

let loading: Promise<ProviderModule> | undefined;

/** Imports oidc-provider once, without its runtime warning. */
export function loadOidcProvider(): Promise<ProviderModule> {
  loading ??= (async () => {
    const warn = console.warn;
    console.warn = (...args: unknown[]) => {
      if (typeof args[0] === 'string' && args[0].includes('Unsupported runtime')) return;
      warn(...args);
    };
    try {
      return await import('oidc-provider');
    } finally {
      console.warn = warn;
    }
  })();
  return loading;
}
