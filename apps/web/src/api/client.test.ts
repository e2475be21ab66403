import type { Tokens } from '@naijacare/contracts';
import { describe, expect, it, vi } from 'vitest';
import { ACCESS_DENIED, loginErrorView } from '../features/auth/loginError';
import { ApiError, asList, createApiClient, REFRESH_PATH, type TokenStore } from './client';

/** The page the person is on when a call fails. */
const here = () => ({ pathname: '/appointments', search: '?type=video', hash: '' });

function json(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function memoryTokens(initial: Partial<Tokens> = {}): TokenStore & { cleared: boolean } {
  let access = initial.access ?? null;
  let refresh = initial.refresh ?? null;
  return {
    cleared: false,
    access: () => access,
    refresh: () => refresh,
    save(tokens) {
      access = tokens.access;
      refresh = tokens.refresh;
    },
    clear() {
      access = null;
      refresh = null;
      this.cleared = true;
    },
  };
}

const authOf = (init?: RequestInit) => (init?.headers as Record<string, string> | undefined)?.Authorization;

/** A server whose protected calls accept only the current access token; refresh rotates it. */
function fakeServer(options: { refreshOk?: boolean; refreshDelayMs?: number } = {}) {
  let valid = 'fresh-access';
  let generation = 0;
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url === REFRESH_PATH) {
      if (options.refreshDelayMs) await new Promise((r) => setTimeout(r, options.refreshDelayMs));
      if (options.refreshOk === false) return json(401, { error: 'Invalid or expired refresh token' });
      generation += 1;
      valid = `access-${generation}`;
      return json(200, { access: valid, refresh: `refresh-${generation}` });
    }
    if (authOf(init) !== `Bearer ${valid}`) return json(401, { error: 'Authentication required' });
    return json(200, { url });
  });
  return { fetch, refreshCalls: () => fetch.mock.calls.filter(([u]) => String(u) === REFRESH_PATH).length };
}

describe('api client', () => {
  it('sends the stored access token as a bearer header', async () => {
    const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => json(200, { ok: true }));
    const client = createApiClient({ fetch, tokens: memoryTokens({ access: 'tok', refresh: 'r' }), navigate: vi.fn(), currentLocation: here });
    await client.get('/api/auth/profile/');
    expect(authOf(fetch.mock.calls[0][1] as RequestInit)).toBe('Bearer tok');
  });

  it('sends no bearer header when none is stored, or for anonymous calls', async () => {
    const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => json(200, {}));
    const client = createApiClient({ fetch, tokens: memoryTokens({ access: 'tok' }), navigate: vi.fn(), currentLocation: here });
    await client.post('/api/auth/login/', { username: 'a', password: 'b' }, { anonymous: true });
    expect(authOf(fetch.mock.calls[0][1] as RequestInit)).toBeUndefined();
    const bare = createApiClient({ fetch, tokens: memoryTokens(), navigate: vi.fn(), currentLocation: here });
    await bare.get('/api/auth/demo-accounts/');
    expect(authOf(fetch.mock.calls[1][1] as RequestInit)).toBeUndefined();
  });

  it('sends JSON bodies with a JSON content type', async () => {
    const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => json(200, {}));
    const client = createApiClient({ fetch, tokens: memoryTokens(), navigate: vi.fn(), currentLocation: here });
    await client.post('/api/x/', { a: 1 });
    const init = fetch.mock.calls[0][1] as RequestInit;
    expect(init.body).toBe('{"a":1}');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('sends a call’s own headers, again on its retry after a refresh; they cannot replace the bearer', async () => {
    const server = fakeServer();
    const client = createApiClient({
      fetch: server.fetch,
      tokens: memoryTokens({ access: 'expired', refresh: 'refresh-0' }),
      navigate: vi.fn(),
      currentLocation: here,
    });
    await client.post('/api/payouts/', { amount: 100_000 }, { headers: { 'Idempotency-Key': 'k-1', Authorization: 'Bearer forged' } });
    const sent = server.fetch.mock.calls.filter(([u]) => String(u) === '/api/payouts/').map(([, init]) => init?.headers as Record<string, string>);
    expect(sent.map((h) => [h['Idempotency-Key'], h.Authorization])).toEqual([
      ['k-1', 'Bearer expired'],
      ['k-1', 'Bearer access-1'],
    ]);
  });

  it('on a 401 refreshes once, stores both new tokens and retries the call once', async () => {
    const server = fakeServer();
    const tokens = memoryTokens({ access: 'expired', refresh: 'refresh-0' });
    const client = createApiClient({ fetch: server.fetch, tokens, navigate: vi.fn(), currentLocation: here });
    await expect(client.get('/api/auth/profile/')).resolves.toEqual({ url: '/api/auth/profile/' });
    expect(server.refreshCalls()).toBe(1);
    expect(tokens.access()).toBe('access-1');
    expect(tokens.refresh()).toBe('refresh-1');
    const refreshInit = server.fetch.mock.calls.find(([u]) => String(u) === REFRESH_PATH)?.[1] as RequestInit;
    expect(JSON.parse(String(refreshInit.body))).toEqual({ refresh: 'refresh-0' });
    expect(server.fetch).toHaveBeenCalledTimes(3);
  });

  it('does not retry more than once when the retried call is refused again', async () => {
    const fetch = vi.fn(async (input: RequestInfo | URL) =>
      String(input) === REFRESH_PATH ? json(200, { access: 'a2', refresh: 'r2' }) : json(401, { error: 'Nope' }),
    );
    const client = createApiClient({ fetch, tokens: memoryTokens({ access: 'a1', refresh: 'r1' }), navigate: vi.fn(), currentLocation: here });
    await expect(client.get('/api/x/')).rejects.toMatchObject({ status: 401 });
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('several calls failing together share one refresh', async () => {
    const server = fakeServer({ refreshDelayMs: 20 });
    const tokens = memoryTokens({ access: 'expired', refresh: 'refresh-0' });
    const client = createApiClient({ fetch: server.fetch, tokens, navigate: vi.fn(), currentLocation: here });
    const results = await Promise.all([client.get('/api/a/'), client.get('/api/b/'), client.get('/api/c/')]);
    expect(results).toEqual([{ url: '/api/a/' }, { url: '/api/b/' }, { url: '/api/c/' }]);
    expect(server.refreshCalls()).toBe(1);
  });

  it('a call refused after the shared refresh already finished retries with the new token, without refreshing again', async () => {
    const server = fakeServer({ refreshDelayMs: 10 });
    // The answer to /api/slow/'s first attempt arrives only after the other call's refresh is over.
    let slowAttempts = 0;
    const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input) === '/api/slow/' && slowAttempts++ === 0) {
        const answer = await server.fetch(input, init);
        await new Promise((r) => setTimeout(r, 50));
        return answer;
      }
      return server.fetch(input, init);
    });
    const tokens = memoryTokens({ access: 'expired', refresh: 'refresh-0' });
    const client = createApiClient({ fetch, tokens, navigate: vi.fn(), currentLocation: here });
    const results = await Promise.all([client.get('/api/fast/'), client.get('/api/slow/')]);
    expect(results).toEqual([{ url: '/api/fast/' }, { url: '/api/slow/' }]);
    expect(server.refreshCalls()).toBe(1);
  });

  it('when the refresh fails, clears the stored session and goes to /login', async () => {
    const server = fakeServer({ refreshOk: false });
    const tokens = memoryTokens({ access: 'expired', refresh: 'revoked' });
    const navigate = vi.fn();
    const client = createApiClient({ fetch: server.fetch, tokens, navigate, currentLocation: here });
    await expect(client.get('/api/auth/profile/')).rejects.toMatchObject({ status: 401 });
    expect(tokens.cleared).toBe(true);
    expect(navigate).toHaveBeenCalledWith('/login', expect.anything());
  });

  it('when the refresh fails, the way to /login remembers the page the person was on', async () => {
    const server = fakeServer({ refreshOk: false });
    const navigate = vi.fn();
    const client = createApiClient({ fetch: server.fetch, tokens: memoryTokens({ access: 'expired', refresh: 'revoked' }), navigate, currentLocation: here });
    await expect(client.get('/api/appointments/')).rejects.toMatchObject({ status: 401 });
    expect(navigate).toHaveBeenCalledWith('/login', { from: { pathname: '/appointments', search: '?type=video', hash: '' } });
  });

  it('a refused call that ends once the person is already on /login does not navigate again (the remembered page stays)', async () => {
    const server = fakeServer({ refreshOk: false });
    const navigate = vi.fn();
    const onLogin = () => ({ pathname: '/login', search: '', hash: '' });
    const client = createApiClient({ fetch: server.fetch, tokens: memoryTokens({ access: 'x', refresh: 'y' }), navigate, currentLocation: onLogin });
    await expect(client.get('/api/notifications/unread_count/')).rejects.toMatchObject({ status: 401 });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a call refused after the person signed out meanwhile does not navigate: the sign-out decides where to go', async () => {
    const tokens = memoryTokens({ access: 'x', refresh: 'y' });
    // The sign-out forgets the session while this call is in flight; the server then refuses it.
    const fetch = vi.fn(async () => {
      tokens.clear();
      return json(401, { error: 'Authentication required' });
    });
    const navigate = vi.fn();
    const client = createApiClient({ fetch, tokens, navigate, currentLocation: here });
    await expect(client.get('/api/realtime/ticket/')).rejects.toMatchObject({ status: 401 });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('login, register and refresh calls do not trigger a refresh on 401', async () => {
    const fetch = vi.fn(async () => json(401, { error: 'Invalid username or password' }));
    const navigate = vi.fn();
    const tokens = memoryTokens({ access: 'a', refresh: 'r' });
    const client = createApiClient({ fetch, tokens, navigate, currentLocation: here });
    const failure = client.post('/api/auth/login/', { username: 'x', password: 'y' }, { anonymous: true });
    await expect(failure).rejects.toMatchObject({ status: 401, body: { error: 'Invalid username or password' } });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(navigate).not.toHaveBeenCalled();
    expect(tokens.cleared).toBe(false);
  });

  it('throws an ApiError carrying the status and error body on other failures', async () => {
    const body = { error: 'Username already taken', details: { field: 'username' } };
    const client = createApiClient({ fetch: vi.fn(async () => json(409, body)), tokens: memoryTokens(), navigate: vi.fn(), currentLocation: here });
    const error = await client.post('/api/auth/register/', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, body, message: 'Username already taken' });
  });

  it('keeps an error body without an "error" field, so the sign-in page can show a pending account (spec §8)', async () => {
    const pending = { status: 'pending', message: 'We are still checking your documents.', hospital_name: 'LagosCare Clinic' };
    const client = createApiClient({ fetch: vi.fn(async () => json(403, pending)), tokens: memoryTokens(), navigate: vi.fn(), currentLocation: here });
    const error = await client.post('/api/auth/login/', { username: 'u', password: 'p' }, { anonymous: true }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 403, body: pending });
    expect(loginErrorView(error)).toEqual({ title: 'Account Pending Approval', message: pending.message, hospitalName: 'LagosCare Clinic' });
  });

  it('keeps the message of another 403 that has no "error" field', async () => {
    const client = createApiClient({
      fetch: vi.fn(async () => json(403, { message: 'Sign-in is closed for maintenance.' })),
      tokens: memoryTokens(),
      navigate: vi.fn(),
      currentLocation: here,
    });
    const error = await client.post('/api/auth/login/', {}, { anonymous: true }).catch((e: unknown) => e);
    expect(loginErrorView(error)).toEqual({ message: 'Sign-in is closed for maintenance.' });
  });

  it('has no error body when the answer is not a JSON object', async () => {
    const client = createApiClient({
      fetch: vi.fn(async () => new Response('Forbidden', { status: 403 })),
      tokens: memoryTokens(),
      navigate: vi.fn(),
      currentLocation: here,
    });
    const error = await client.post('/api/auth/login/', {}, { anonymous: true }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 403, body: null });
    expect(loginErrorView(error)).toEqual({ message: ACCESS_DENIED });
  });

  it('returns undefined for an empty success body', async () => {
    const client = createApiClient({
      fetch: vi.fn(async () => new Response(null, { status: 204 })),
      tokens: memoryTokens(),
      navigate: vi.fn(),
      currentLocation: here,
    });
    await expect(client.delete('/api/x/')).resolves.toBeUndefined();
  });
});

describe('asList', () => {
  it('accepts a bare array, {data: [...]} and {results: [...]}', () => {
    expect(asList([1, 2])).toEqual([1, 2]);
    expect(asList({ data: [1] })).toEqual([1]);
    expect(asList({ count: 1, next: null, results: [3] })).toEqual([3]);
  });

  it('answers an empty list for anything else', () => {
    expect(asList(undefined)).toEqual([]);
    expect(asList({ data: 'x' })).toEqual([]);
    expect(asList(null)).toEqual([]);
  });
});

describe('api client downloads', () => {
  it('fetches a file with the bearer and names it from Content-Disposition', async () => {
    const fetch = vi.fn(
      async (_input: RequestInfo | URL, _init?: RequestInit) =>
        new Response('%PDF-1.4', { status: 200, headers: { 'Content-Disposition': "attachment; filename*=UTF-8''lab%20result.pdf" } }),
    );
    const client = createApiClient({ fetch, tokens: memoryTokens({ access: 'tok', refresh: 'r' }), navigate: vi.fn(), currentLocation: here });
    const file = await client.download('/api/medical-record-attachments/1/download/');
    expect(authOf(fetch.mock.calls[0][1])).toBe('Bearer tok');
    expect(file.filename).toBe('lab result.pdf');
    expect(await file.blob.text()).toBe('%PDF-1.4');
  });

  it('turns a refused download into an ApiError with the server’s body', async () => {
    const fetch = vi.fn(async () => json(404, { error: 'Not found', code: 'not_found' }));
    const client = createApiClient({ fetch, tokens: memoryTokens({ access: 'tok', refresh: 'r' }), navigate: vi.fn(), currentLocation: here });
    const failure = await client.download('/api/x/').catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(404);
  });
});

describe('filenameOf', () => {
  it('prefers the UTF-8 name, then the plain one, else none', async () => {
    const { filenameOf } = await import('./client');
    expect(filenameOf(`attachment; filename="a.json"; filename*=UTF-8''%C3%A9.json`)).toBe('é.json');
    expect(filenameOf('attachment; filename="naijacare-record-2026-11-25.json"')).toBe('naijacare-record-2026-11-25.json');
    expect(filenameOf('attachment')).toBeNull();
    expect(filenameOf(null)).toBeNull();
  });
});

describe('renewSession (for calls made outside the client)', () => {
  it('refreshes once for a stale token and stores the new one', async () => {
    const server = fakeServer();
    const tokens = memoryTokens({ access: 'stale', refresh: 'r' });
    const client = createApiClient({ fetch: server.fetch, tokens, navigate: vi.fn(), currentLocation: here });
    expect(await client.renewSession('stale')).toBe(true);
    expect(client.accessToken()).toBe('access-1');
    expect(server.refreshCalls()).toBe(1);
  });

  it('does not refresh when another call already replaced the stale token', async () => {
    const server = fakeServer();
    const client = createApiClient({ fetch: server.fetch, tokens: memoryTokens({ access: 'newer', refresh: 'r' }), navigate: vi.fn(), currentLocation: here });
    expect(await client.renewSession('stale')).toBe(true);
    expect(server.refreshCalls()).toBe(0);
  });

  it('ends the session and sends the person to sign in when the refresh is refused', async () => {
    const server = fakeServer({ refreshOk: false });
    const tokens = memoryTokens({ access: 'stale', refresh: 'r' });
    const navigate = vi.fn();
    const client = createApiClient({ fetch: server.fetch, tokens, navigate, currentLocation: here });
    expect(await client.renewSession('stale')).toBe(false);
    expect(tokens.cleared).toBe(true);
    expect(navigate).toHaveBeenCalledWith('/login', expect.anything());
  });
});
