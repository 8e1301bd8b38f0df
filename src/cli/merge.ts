/**
 * `cardrules merge`: joins the results files of a tournament's parts (shards of a job array, or runs over game
 * ranges) into the results of the whole, refusing overlaps and gaps; or joins their records files into one, in game
 * order.
 * @module
 */
import { Command } from 'commander';
import { mergeRecordFiles, mergeResultFiles, summarize, writeResults } from '../sim/index.js';
import { isRecordsFile } from '../sim/merge-records.js';
import { gamesText } from '../sim/results.js';
import { CliError, guarded, withFriendlyErrors } from './args.js';
import { summaryTable } from './format.js';
import { asCliError, pairLines, processOutput, recordsLine } from './sim.js';

/**
 * The `merge` command, ready to be added to the program (`program.addCommand(mergeCommand())`).
 * @returns the command
 */
export function mergeCommand(): Command {
  const cmd = new Command('merge');
  cmd
    .description(
      'join the results files (or the records files) of one tournament split into shards or game ranges; refuses overlaps and gaps',
    )
    .argument(
      '<files...>',
      'results files of `cardrules sim --results`, or records files of `cardrules sim --out`',
    )
    .option(
      '--out <file>',
      'write the merged results file (for records files: the merged records file, .gz for gzip)',
    )
    .option('--json', 'print the merged results and summary as JSON')
    .option('--allow-gaps', 'merge results even when games of the tournament are missing (a partial look)')
    .addHelpText(
      'after',
      `
Results files merge to exactly the results of one run of all their games; records files join, in game order, into
the file one run would have written (cardrules merge games-*.jsonl.gz --out games.jsonl.gz).`,
    )
    .action(
      guarded(cmd, async (files: string[], o: { out?: string; json?: boolean; allowGaps?: boolean }) => {
        const out = processOutput();
        const kinds = await Promise.all(files.map((f) => isRecordsFile(f)));
        if (kinds.some((k) => k)) {
          if (!kinds.every((k) => k)) {
            const results = files.filter((_, i) => !kinds[i]);
            throw new CliError(
              'MIXED_FILES',
              `records files and other files cannot be merged together: ${results.join(', ')} ${results.length === 1 ? 'is not a records file' : 'are not records files'}`,
              { exitCode: 1, usage: false },
            );
          }
          if (!o.out) {
            throw new CliError('NEEDS_OUT', 'merging records files needs --out, the file to write', {
              exitCode: 2,
            });
          }
          try {
            const r = await mergeRecordFiles(files, o.out);
            out.print(recordsLine(r));
          } catch (e) {
            throw asCliError(e);
          }
          return;
        }
        try {
          const merged = mergeResultFiles(files, { allowGaps: o.allowGaps === true });
          if (o.out) writeResults(o.out, merged);
          if (o.json) {
            out.print(JSON.stringify({ results: merged, summary: summarize(merged) }, null, 2));
            return;
          }
          const covered = merged.ranges.map(([a, b]) => gamesText(a, b)).join(', ') || 'no games';
          out.print(
            `${merged.games.toLocaleString('en-US')} games of ${merged.game} from ${files.length} file(s): ${covered}`,
          );
          if (merged.games > 0) {
            out.print(summaryTable([summarize(merged)]));
            for (const line of pairLines(summarize(merged))) out.print(line);
          }
          if (o.out) out.print(`wrote results: ${o.out}`);
        } catch (e) {
          throw asCliError(e);
        }
      }),
    );
  return withFriendlyErrors(cmd);
}
