/**
 * Loads the worker pool (tinypool) only when worker threads are asked for: it is an optional peer dependency, so a
 * library user who plays in one thread never installs it.
 * @module
 */
import { SimError } from './errors.js';

/** The part of tinypool's pool the runner uses. @internal */
export interface Pool {
  run(task: unknown, options?: { readonly signal?: AbortSignal }): Promise<unknown>;
  destroy(): Promise<void>;
}

/** The constructor of a pool. @internal */
export type PoolConstructor = new (options: {
  readonly filename: string;
  readonly minThreads: number;
  readonly maxThreads: number;
  readonly execArgv?: string[];
  readonly resourceLimits?: { readonly maxYoungGenerationSizeMb?: number };
}) => Pool;

/**
 * Imports tinypool.
 * @param specifier - the module to import (tests name one that is not installed)
 * @returns its pool class
 * @throws SimError (`NEEDS_TINYPOOL`) when it is not installed, saying how to install it
 * @internal
 */
export async function loadPool(specifier = 'tinypool'): Promise<PoolConstructor> {
  try {
    const mod = (await import(specifier)) as { default?: PoolConstructor; Tinypool?: PoolConstructor };
    const Pool = mod.Tinypool ?? mod.default;
    if (typeof Pool !== 'function') throw new Error(`${specifier} exports no pool class`);
    return Pool;
  } catch (e) {
    const code = (e as { code?: string }).code;
    if (code === 'ERR_MODULE_NOT_FOUND' || code === 'MODULE_NOT_FOUND') {
      throw new SimError(
        'NEEDS_TINYPOOL',
        'worker threads need the optional package tinypool, which is not installed: run `npm install tinypool` ' +
          '(or play in the calling thread with workers: 0)',
      );
    }
    throw e;
  }
}
