// The one way the app talks to the API: JSON (or multipart) over fetch, a bearer
// access token when one is stored, and one token refresh on a 401 (spec §4, §7).

import type { ApiError as ContractErrorBody, Tokens } from '@naijacare/contracts';
import { type FromState, fromStateOf, type ReturnLocation } from '../auth/returnPath';

/**
 * The body of a failed call. Usually {error, message?}, but `error` may be missing:
 * the sign-in 403 for a pending account can carry only {status, message, hospital_name}
 * and still has to be shown (spec §8), so any JSON object body is kept. `code` is missing
 * too when the answer came from something in front of the server (a proxy, the offline page).
 */
export type ApiErrorBody = Omit<ContractErrorBody, 'error' | 'code'> & { error?: string; code?: string };

/** A non-2xx answer: its status and the error body the server sent (spec's one error shape). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody | null,
  ) {
    super(body?.error || body?.message || `Request failed with status ${status}`);
    this.name = 'ApiError';
  }
}

export interface TokenStore {
  access(): string | null;
  refresh(): string | null;
  save(tokens: Tokens): void;
  /** Forgets the whole stored session (tokens and user data). */
  clear(): void;
}

export interface ApiClientDeps {
  fetch: typeof fetch;
  tokens: TokenStore;
  /**
   * Where to send the person when their session can no longer be refreshed; `state`
   * remembers the page they were on so signing in again takes them back (spec §2).
   */
  navigate: (path: string, state?: FromState) => void;
  /** The page the person is on now (pathname, search, hash). */
  currentLocation: () => ReturnLocation;
}

export interface RequestOptions {
  /** JSON-serialisable body, or FormData for a multipart upload. */
  body?: unknown;
  /**
   * Calls that establish a session (login, register, refresh) neither send a token
   * nor react to a 401 by refreshing: a 401 there is the answer itself.
   */
  anonymous?: boolean;
  signal?: AbortSignal;
  /** Headers of the call's own (an Idempotency-Key); the client's own headers are set after them. */
  headers?: Record<string, string>;
}

export const REFRESH_PATH = '/api/token/refresh/';
const LOGIN_PATH = '/login';

export interface ApiClient {
  request<T>(method: string, path: string, options?: RequestOptions): Promise<T>;
  get<T>(path: string, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  post<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  put<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  patch<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  delete<T>(path: string, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  /** A file behind the bearer (an attachment, the FHIR export): its bytes and the name the server gave it. */
  download(path: string, options?: Omit<RequestOptions, 'body'>): Promise<DownloadedFile>;
  /**
   * For a call made outside this client (an upload over XMLHttpRequest, for its progress) that got a 401
   * with `staleToken`: true when a fresh access token is now stored; false when the session has ended
   * (the person is sent to sign in, as after any refused refresh).
   */
  renewSession(staleToken: string | null): Promise<boolean>;
  /** The access token to send now, or null when signed out. */
  accessToken(): string | null;
}

export interface DownloadedFile {
  blob: Blob;
  /** From Content-Disposition (filename* preferred), or null when the server named none. */
  filename: string | null;
}

/** The file name of a Content-Disposition header: the UTF-8 `filename*` form first, then plain `filename`. */
export function filenameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition);
  if (extended) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(disposition);
  return plain ? (plain[2] ?? plain[1]).trim() : null;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Any JSON object is an error body; a bare string, array or empty answer is not. */
function errorBodyOf(body: unknown): ApiErrorBody | null {
  return body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as ApiErrorBody) : null;
}

export function createApiClient(deps: ApiClientDeps): ApiClient {
  // Several calls failing with 401 together wait for this one refresh.
  let refreshing: Promise<boolean> | null = null;

  async function refreshTokens(): Promise<boolean> {
    const refresh = deps.tokens.refresh();
    if (!refresh) return false;
    const response = await deps.fetch(REFRESH_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ refresh }),
    });
    if (!response.ok) return false;
    const tokens = (await readBody(response)) as Partial<Tokens> | undefined;
    if (!tokens?.access) return false;
    deps.tokens.save({ access: tokens.access, refresh: tokens.refresh ?? refresh });
    return true;
  }

  function refreshOnce(): Promise<boolean> {
    refreshing ??= refreshTokens().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  function endSession() {
    // Nothing stored: the session was already ended elsewhere (a sign-out, or an earlier refused
    // call), which chose where to go; navigating now would bring the old page back after a sign-out.
    if (deps.tokens.access() === null && deps.tokens.refresh() === null) return;
    // Read before clearing: the route guard may already be redirecting once the session is gone.
    const here = deps.currentLocation();
    deps.tokens.clear();
    // Several calls refused together all end here: once on /login, stay, keeping the page already remembered.
    if (here.pathname === LOGIN_PATH) return;
    deps.navigate(LOGIN_PATH, fromStateOf(here));
  }

  function send(method: string, path: string, options: RequestOptions, token: string | null): Promise<Response> {
    const headers: Record<string, string> = { ...options.headers, Accept: 'application/json' };
    let body: BodyInit | undefined;
    if (options.body instanceof FormData) {
      body = options.body; // the browser sets the multipart boundary
    } else if (options.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    if (token) headers.Authorization = `Bearer ${token}`;
    return deps.fetch(path, { method, headers, body, signal: options.signal });
  }

  async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
    const response = await respond(method, path, options);
    const body = await readBody(response);
    if (!response.ok) throw new ApiError(response.status, errorBodyOf(body));
    return body as T;
  }

  /** The answer to a call, after one refresh on a 401; the body is left unread. */
  async function respond(method: string, path: string, options: RequestOptions): Promise<Response> {
    const token = options.anonymous ? null : deps.tokens.access();
    let response = await send(method, path, options, token);

    if (response.status === 401 && !options.anonymous) {
      const latest = deps.tokens.access();
      // If another call refreshed while this one was in flight, its new token is already stored.
      const renewed = (latest !== null && latest !== token) || (await refreshOnce());
      if (!renewed) {
        endSession();
        throw new ApiError(401, errorBodyOf(await readBody(response)) ?? { error: 'Your session has ended. Please sign in again.' });
      }
      response = await send(method, path, options, deps.tokens.access());
    }
    return response;
  }

  async function download(path: string, options: RequestOptions = {}): Promise<DownloadedFile> {
    const response = await respond('GET', path, options);
    if (!response.ok) throw new ApiError(response.status, errorBodyOf(await readBody(response)));
    return { blob: await response.blob(), filename: filenameOf(response.headers.get('Content-Disposition')) };
  }

  return {
    request,
    get: (path, options) => request('GET', path, options),
    post: (path, body, options) => request('POST', path, { ...options, body }),
    put: (path, body, options) => request('PUT', path, { ...options, body }),
    patch: (path, body, options) => request('PATCH', path, { ...options, body }),
    delete: (path, options) => request('DELETE', path, options),
    download,
    async renewSession(staleToken) {
      const latest = deps.tokens.access();
      const renewed = (latest !== null && latest !== staleToken) || (await refreshOnce());
      if (!renewed) endSession();
      return renewed;
    },
    accessToken: () => deps.tokens.access(),
  };
}

/** Lists arrive wrapped ({data: [...]} or paginated {results: [...]}) or as a bare array. */
export function asList<T>(value: unknown): T[] {
  if (Array.isArray(value)) return value as T[];
  if (value && typeof value === 'object') {
    const { data, results } = value as { data?: unknown; results?: unknown };
    if (Array.isArray(data)) return data as T[];
    if (Array.isArray(results)) return results as T[];
  }
  return [];
}
