/**
 * The worker-thread entry of tournaments: plays one chunk of games.
 * @module
 */
import { type ChunkResult, type ChunkTask, runChunk } from './chunk.js';

/**
 * Plays the games of one task (called by the pool in a worker thread).
 * @param task - the chunk to play
 * @returns its results
 */
export default function playChunk(task: ChunkTask): Promise<ChunkResult> {
  return runChunk(task);
}
