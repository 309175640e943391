import { createContext, type ReactNode, useContext } from 'react';
import type { Plan } from '../features/billing/api';
import type { LiveExample } from '../features/landing/api';
import type { Language } from '../i18n';

/** What the server knows at render time and hands to the page (render() `data`). */
export interface RenderData {
  plans?: Plan[];
  liveExample?: LiveExample | null;
  wordsToday?: number | null;
  googleClientId?: string | null;
  supportEmail?: string | null;
  /** An engine for text that is not English is configured (the built-in one rewrites English only). */
  multilingualEngine?: boolean;
}

/** Serialised into the page as JSON so the client starts from the same state the server rendered. */
export interface BootData extends RenderData {
  lang: Language;
  publicUrl: string;
}

const RuntimeContext = createContext<BootData>({ lang: 'en', publicUrl: '' });

export function RuntimeDataProvider({ value, children }: { value: BootData; children: ReactNode }) {
  return <RuntimeContext.Provider value={value}>{children}</RuntimeContext.Provider>;
}

export function useRuntimeData(): BootData {
  return useContext(RuntimeContext);
}

export const BOOT_DATA_ID = 'ww-data';
