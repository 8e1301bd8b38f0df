/**
 * `cardrules/sim` (Node only): seat-rotated tournaments of bots over worker threads, statistics with 95% confidence
 * intervals, JSONL game records and results files that merge across runs.
 * @module sim
 */
export {
  type ChunkResult,
  type ChunkTask,
  type GameRef,
  lineupPosition,
  resolveGame,
  runChunk,
} from './chunk.js';
export { mergeResultFiles, readResults, writeResults } from './files.js';
export {
  type BotSummary,
  type BotTally,
  emptyTally,
  mergeResults,
  summarize,
  type TournamentResults,
  type TournamentSummary,
  WIN_SHARE_UNIT,
} from './results.js';
export { type Estimate, meanCi, wilson } from './stats.js';
export { expandLineup, runTournament, type TournamentOptions, type TournamentRun } from './tournament.js';
