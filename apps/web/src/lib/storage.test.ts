import { describe, expect, it, vi } from 'vitest';
import { createSafeStorage, type StorageBackend } from './storage';

/** An in-memory Storage stand-in; Node has no localStorage. */
function memoryBackend(initial: Record<string, string> = {}): StorageBackend & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, String(value)),
    removeItem: (key) => void data.delete(key),
  };
}

function silenceWarnings() {
  return vi.spyOn(console, 'warn').mockImplementation(() => {});
}

describe('safe storage', () => {
  it('reads and writes strings and JSON when storage works', () => {
    const backend = memoryBackend();
    const storage = createSafeStorage(() => backend);
    storage.setString('accessToken', 'abc');
    storage.setJson('userData', { user: { first_name: 'Tunde' } });
    expect(storage.getString('accessToken')).toBe('abc');
    expect(storage.getJson('userData')).toEqual({ user: { first_name: 'Tunde' } });
    expect(backend.data.get('userData')).toBe('{"user":{"first_name":"Tunde"}}');
    storage.remove('accessToken');
    expect(storage.getString('accessToken')).toBeNull();
  });

  it('returns null for a key never written', () => {
    const storage = createSafeStorage(() => memoryBackend());
    expect(storage.getString('refreshToken')).toBeNull();
    expect(storage.getJson('userData')).toBeNull();
  });

  it('treats storage whose access throws as unavailable: reads null, writes and removals skipped with a warning', () => {
    const warn = silenceWarnings();
    const storage = createSafeStorage(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(storage.getString('accessToken')).toBeNull();
    expect(storage.getJson('userData')).toBeNull();
    expect(() => storage.setString('accessToken', 'x')).not.toThrow();
    expect(() => storage.setJson('userData', { a: 1 })).not.toThrow();
    expect(() => storage.remove('accessToken')).not.toThrow();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('a storage that refuses writes (quota exceeded) still reads the stored session; writes are skipped with a warning', () => {
    const warn = silenceWarnings();
    const backend = memoryBackend({ accessToken: 'kept', userData: '{"user":{"username":"tunde"}}' });
    backend.setItem = () => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    };
    const storage = createSafeStorage(() => backend);
    expect(storage.getString('accessToken')).toBe('kept');
    expect(storage.getJson('userData')).toEqual({ user: { username: 'tunde' } });
    expect(() => storage.setString('accessToken', 'new')).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toContain('accessToken');
    expect(backend.data.get('accessToken')).toBe('kept');
    storage.remove('accessToken');
    expect(storage.getString('accessToken')).toBeNull();
    warn.mockRestore();
  });

  it('treats storage that cannot be read as unavailable', () => {
    const warn = silenceWarnings();
    const backend = memoryBackend({ accessToken: 'kept' });
    backend.getItem = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    const storage = createSafeStorage(() => backend);
    expect(storage.getString('accessToken')).toBeNull();
    storage.setString('accessToken', 'new');
    expect(backend.data.get('accessToken')).toBe('kept');
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('treats storage that is missing altogether as unavailable', () => {
    const warn = silenceWarnings();
    const storage = createSafeStorage(() => undefined);
    expect(storage.getString('userData')).toBeNull();
    storage.setString('userData', 'x');
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('treats JSON that cannot be parsed as absent', () => {
    const storage = createSafeStorage(() => memoryBackend({ userData: '{not json' }));
    expect(storage.getJson('userData')).toBeNull();
  });

  it('does not write values that cannot be serialised (circular, BigInt, undefined) and warns', () => {
    const warn = silenceWarnings();
    const backend = memoryBackend({ userData: '"previous"' });
    const storage = createSafeStorage(() => backend);
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    storage.setJson('userData', circular);
    storage.setJson('userData', { big: 10n });
    storage.setJson('userData', undefined);
    expect(backend.data.get('userData')).toBe('"previous"');
    expect(warn).toHaveBeenCalledTimes(3);
    warn.mockRestore();
  });

  it('skips a write the backend refuses (e.g. quota) with a warning instead of throwing', () => {
    const warn = silenceWarnings();
    const backend = memoryBackend();
    const storage = createSafeStorage(() => backend);
    storage.getString('accessToken'); // storage is found available
    backend.setItem = () => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    };
    expect(() => storage.setString('accessToken', 'x')).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('looks the backend up only once', () => {
    const resolve = vi.fn(() => memoryBackend());
    const storage = createSafeStorage(resolve);
    storage.getString('accessToken');
    storage.setString('accessToken', 'a');
    storage.remove('accessToken');
    expect(resolve).toHaveBeenCalledTimes(1);
  });
});
