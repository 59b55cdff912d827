'use client';

import type { ExternalToast } from 'sonner';

type Sonner = typeof import('sonner');

/**
 * Toasts without sonner in the first load: its code (about 10 KB gzip) is fetched when the page is
 * idle or at the first toast, whichever comes first (components/ui/toaster.tsx mounts it). A toast
 * asked for before then waits until the toaster is on the page and listening, so none is lost.
 */
let sonner: Promise<Sonner> | undefined;
export const loadSonner = (): Promise<Sonner> => (sonner ??= import('sonner'));

let mountNow: () => void = () => {};
let markListening!: () => void;
const listening = new Promise<void>((resolve) => (markListening = resolve));

/** For the Toaster: how to put it on the page at once. */
export function registerToaster(mount: () => void): void {
  mountNow = mount;
}

/** For the Toaster: it is on the page and listening, so waiting toasts can go. */
export const toasterListening = (): void => markListening();

async function show(kind: 'success' | 'error', title: string, options?: ExternalToast) {
  mountNow();
  const [{ toast: sonnerToast }] = await Promise.all([loadSonner(), listening]);
  sonnerToast[kind](title, options);
}

export const toast = {
  success: (title: string, options?: ExternalToast) => void show('success', title, options),
  error: (title: string, options?: ExternalToast) => void show('error', title, options),
};
