import { type ComponentType, createElement, use } from 'react';

export interface LazyPage {
  Component: ComponentType;
  preload: () => Promise<void>;
}

/**
 * A code-split page that can be loaded before rendering: the server and the client's hydration both
 * preload the current page, so it renders at once instead of suspending (no mismatch, no flash).
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let loaded: ComponentType | null = null;
  let pending: Promise<void> | null = null;
  const preload = () => {
    pending ??= load().then((module) => {
      loaded = module.default;
    });
    return pending;
  };
  // Called once per page at module load (pages.ts), never during render, so each page keeps one identity.
  // biome-ignore lint/correctness/noComponentHookFactories: a module-level factory, see above
  function Page() {
    if (!loaded) use(preload());
    return loaded ? createElement(loaded) : null;
  }
  return { Component: Page, preload };
}
