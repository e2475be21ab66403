// Safe access to browser local storage (spec §1). Storage can be missing or throw
// (some private browsing modes, disabled cookies, full quota); the app must keep
// working without it, so reads fall back to null and writes are skipped with a warning.

import type { STORAGE_KEYS } from '@naijacare/contracts';

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** The part of the Web Storage API this module uses. */
export interface StorageBackend {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface SafeStorage {
  getString(key: StorageKey): string | null;
  setString(key: StorageKey, value: string): void;
  /** The parsed JSON value, or null when absent or not valid JSON. */
  getJson<T>(key: StorageKey): T | null;
  /** Writes the value as JSON; a value that cannot be serialised is not written. */
  setJson(key: StorageKey, value: unknown): void;
  remove(key: StorageKey): void;
}

const PROBE_KEY = '__naijacare_storage_probe__';

/**
 * Wraps a storage backend. `resolveBackend` is called once, on first use: if it throws,
 * returns nothing, or the backend cannot be read, storage counts as unavailable.
 * Availability is decided by reading, never by a probe write: a full quota refuses writes
 * but the stored session must still be read (spec §1), so each write handles its own failure.
 */
export function createSafeStorage(resolveBackend: () => StorageBackend | null | undefined): SafeStorage {
  let backend: StorageBackend | null | undefined;

  function available(): StorageBackend | null {
    if (backend !== undefined) return backend;
    try {
      const candidate = resolveBackend() ?? null;
      candidate?.getItem(PROBE_KEY);
      backend = candidate;
    } catch {
      backend = null;
    }
    if (!backend) console.warn('Local storage is unavailable; the session will not be kept across page loads.');
    return backend;
  }

  function getString(key: StorageKey): string | null {
    const store = available();
    if (!store) return null;
    try {
      return store.getItem(key);
    } catch {
      return null;
    }
  }

  function setString(key: StorageKey, value: string): void {
    const store = available();
    if (!store) {
      console.warn(`Local storage is unavailable; "${key}" was not saved.`);
      return;
    }
    try {
      store.setItem(key, value);
    } catch (error) {
      console.warn(`Could not save "${key}" to local storage.`, error);
    }
  }

  function getJson<T>(key: StorageKey): T | null {
    const text = getString(key);
    if (text === null) return null;
    try {
      return JSON.parse(text) as T;
    } catch {
      return null;
    }
  }

  function setJson(key: StorageKey, value: unknown): void {
    let text: string | undefined;
    try {
      text = JSON.stringify(value);
    } catch (error) {
      console.warn(`"${key}" cannot be serialised as JSON and was not saved.`, error);
      return;
    }
    // JSON.stringify answers undefined for undefined, functions and symbols.
    if (text === undefined) {
      console.warn(`"${key}" cannot be serialised as JSON and was not saved.`);
      return;
    }
    setString(key, text);
  }

  function remove(key: StorageKey): void {
    const store = available();
    if (!store) {
      console.warn(`Local storage is unavailable; "${key}" was not removed.`);
      return;
    }
    try {
      store.removeItem(key);
    } catch (error) {
      console.warn(`Could not remove "${key}" from local storage.`, error);
    }
  }

  return { getString, setString, getJson, setJson, remove };
}

/** The app's storage: the browser's localStorage, looked up lazily because merely touching it can throw. */
export const storage: SafeStorage = createSafeStorage(() => globalThis.localStorage);
