import { useSyncExternalStore } from 'react';
import type { Branding } from '../api/system-api';
import * as storage from '../auth/storage';

/** What the page footer after login shows of the signed-in seller's branding. */
export interface SellerFooter {
  footerText: string | null;
}

const listeners = new Set<() => void>();
// Read from storage on first use: a reload restores the session without asking the server.
let current: SellerFooter | null | undefined;

const read = (): SellerFooter | null => (current ??= storage.getItem<SellerFooter>(storage.SELLER_FOOTER) ?? null);

/**
 * Takes over the footer of the seller's branding (its seller info screen, or what it was created
 * with), kept with the session so that a reload shows it at once; cleared with the session.
 */
export function adoptSellerFooter(branding: Branding | null | undefined): void {
  const footerText = branding?.footerText?.trim() || null;
  current = { footerText };
  storage.setItem(storage.SELLER_FOOTER, current, storage.TOKEN_LIFETIME_MS);
  listeners.forEach((listener) => listener());
}

/** Forgets the remembered footer (a test, or a session that ended). */
export function forgetSellerFooter(): void {
  current = undefined;
  storage.removeItem(storage.SELLER_FOOTER);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The signed-in seller's footer; null until its branding is known. */
export const useSellerFooter = (): SellerFooter | null => useSyncExternalStore(subscribe, read, read);
