// Every route page is loaded through here (router.tsx `lazy:`), so a page whose code
// never arrives ends in a clear ChunkLoadError the route error page explains,
// instead of a loader that spins for ever or a blank screen.

import { CHUNK_LOAD_TIMEOUT_MS } from '@naijacare/contracts';
import type { ComponentType } from 'react';
import { ChunkLoadError, isChunkLoadError } from './chunkLoadError';

/** Settles like `load`, or rejects with a ChunkLoadError once `timeoutMs` pass first. */
export function withLoadTimeout<T>(load: Promise<T>, what: string, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(`${what} did not load within ${Math.round(timeoutMs / 1000)} s`)), timeoutMs);
    load.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        // A failed download becomes a ChunkLoadError; an error thrown by the page's own code stays as it is.
        reject(isChunkLoadError(error) ? new ChunkLoadError(`${what} could not be downloaded`, { cause: error }) : error);
      },
    );
  });
}

/**
 * `lazyPage(() => import('./features/x/XPage'), 'XPage')` gives react-router's `lazy`
 * the module's named page component.
 */
export function lazyPage<M extends Record<K, ComponentType>, K extends keyof M & string>(
  load: () => Promise<M>,
  exportName: K,
  timeoutMs = CHUNK_LOAD_TIMEOUT_MS,
): () => Promise<{ Component: M[K] }> {
  return async () => {
    const module = await withLoadTimeout(load(), `The page ${exportName}`, timeoutMs);
    const Component = module[exportName];
    if (!Component) throw new Error(`The page module has no export named ${exportName}`);
    return { Component };
  };
}
