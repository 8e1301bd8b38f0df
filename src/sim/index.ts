/**
 * `cardrules/sim` (Node only): seat-rotated tournaments of bots in bounded memory, in one thread or over worker
 * threads (with the optional package `tinypool`), split into shards for job arrays; statistics with 95% confidence
 * intervals; compact records files that replay; results files that merge across runs.
 * @module sim
 */

export { bradleyTerry, type PairResult, type Rating } from './bradley-terry.js';
export { botSpecOf, lineupPosition } from './chunk.js';
export { SimError, type SimErrorCode } from './errors.js';
export { mergeResultFiles, readResults, writeResults } from './files.js';
export { type GameRef, resolveGame } from './game-ref.js';
export {
  type Ladder,
  type LadderOptions,
  type LadderRow,
  ladderSvg,
  ladderTable,
  pairLineup,
  pairScore,
  runLadder,
} from './ladder.js';
export { mergeRecordFiles } from './merge-records.js';
export {
  type GameSource,
  parseRecordsHeader,
  type RecordedGame,
  type RecordsHeader,
  readRecords,
  recordDecoder,
  recordsHeader,
} from './records.js';
export {
  type BotSummary,
  type BotTally,
  emptyTally,
  type MergeOptions,
  mergeResults,
  type NamedResults,
  type PairSummary,
  type PairTally,
  summarize,
  type TournamentResults,
  type TournamentSummary,
  WIN_SHARE_UNIT,
} from './results.js';
export { parseShard, type Shard, shardRange } from './shard.js';
export { type Estimate, meanCi, wilson } from './stats.js';
export { CHART_FRAME, type ChartPoint, chartPosition, ladderChart, xmlEscape } from './svg.js';
export { expandLineup, runTournament, type TournamentOptions, type TournamentRun } from './tournament.js';
export type { RecordsSummary } from './writer.js';
