/**
 * `cardrules merge`: joins the results files of a tournament's parts (shards of a job array, or runs over game
 * ranges) into the results of the whole, refusing overlaps and gaps.
 * @module
 */
import { Command } from 'commander';
import { mergeResultFiles, summarize, writeResults } from '../sim/index.js';
import { gamesText } from '../sim/results.js';
import { guarded, withFriendlyErrors } from './args.js';
import { summaryTable } from './format.js';
import { asCliError, processOutput } from './sim.js';

/**
 * The `merge` command, ready to be added to the program (`program.addCommand(mergeCommand())`).
 * @returns the command
 */
export function mergeCommand(): Command {
  const cmd = new Command('merge');
  cmd
    .description(
      'join the results files of one tournament split into shards or game ranges; refuses overlaps and gaps',
    )
    .argument('<files...>', 'results files written by `cardrules sim --results`')
    .option('--out <file>', 'write the merged results file')
    .option('--json', 'print the merged results and summary as JSON')
    .option('--allow-gaps', 'merge even when games of the tournament are missing (a partial look)')
    .action(
      guarded(cmd, (files: string[], o: { out?: string; json?: boolean; allowGaps?: boolean }) => {
        const out = processOutput();
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
          if (merged.games > 0) out.print(summaryTable([summarize(merged)]));
          if (o.out) out.print(`wrote results: ${o.out}`);
        } catch (e) {
          throw asCliError(e);
        }
      }),
    );
  return withFriendlyErrors(cmd);
}
