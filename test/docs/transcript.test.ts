/**
 * The terminal game shown in the docs is the game the program plays today: `docs/play-transcript.md` holds the
 * transcript of a seeded `cardrules play` with piped answers, and this test plays it again and compares. When the
 * program or a game's words change on purpose, rewrite it with
 * `CARDRULES_UPDATE_DOCS=1 npx vitest run test/docs/transcript.test.ts` and read the diff.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { scratch } from '../cli/helpers.js';

const root = join(import.meta.dirname, '../..');
const page = join(root, 'docs/play-transcript.md');

/** The command of the transcript, and the answers typed into it. */
const COMMAND = ['play', 'coins', '--seed', '7', '--option', 'target=5', '--out', 'coins.json'];
const ANSWERS = ['?', 'l', 'king of coins', 'zzz', '99', ...Array.from({ length: 60 }, () => '1')];

function transcript(): string {
  const dir = scratch('cardrules-transcript-');
  try {
    const r = spawnSync(
      process.execPath,
      ['--import', import.meta.resolve('tsx'), join(root, 'src/cli/main.ts'), ...COMMAND],
      {
        cwd: dir.dir,
        input: `${ANSWERS.join('\n')}\n`,
        encoding: 'utf8',
        env: { ...process.env, NO_COLOR: '1' },
      },
    );
    expect(r.status, r.stderr).toBe(0);
    expect(r.stderr).toBe('');
    return r.stdout;
  } finally {
    dir.done();
  }
}

function render(text: string): string {
  return `# A game of Coins in the terminal

What \`cardrules play\` shows, as it showed it: a seeded match of Coins against two heuristic bots (first to 5 coins),
with these answers piped in, one per prompt: \`?\` (help), \`l\` (the legend), \`king of coins\` (a move typed in the
game's notation), \`zzz\` and \`99\` (two wrong answers, explained), then \`1\` (the first move listed) until the
end. In a terminal the same screen comes in colour, with line editing at the prompt. A test plays this again and
compares (\`test/docs/transcript.test.ts\`).

\`\`\`text
$ printf '?\\nl\\nking of coins\\nzzz\\n99\\n1\\n1\\n…' | cardrules play ${COMMAND.slice(1).join(' ')}
${text.trimEnd()}
\`\`\`
`;
}

it('docs/play-transcript.md is what cardrules play prints today', () => {
  const expected = render(transcript());
  if (process.env.CARDRULES_UPDATE_DOCS) writeFileSync(page, expected);
  expect(
    readFileSync(page, 'utf8'),
    'regenerate with CARDRULES_UPDATE_DOCS=1 (see the top of this test)',
  ).toBe(expected);
});

it("the README's excerpt of a terminal game is part of that transcript", () => {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('## Play in the terminal'));
  const excerpt = /```text\n([\s\S]*?)```/.exec(section)?.[1];
  expect(excerpt, 'a text block in the section "Play in the terminal"').toBeDefined();
  const whole = readFileSync(page, 'utf8');
  for (const line of excerpt!.split('\n').filter((l) => l.trim() !== '' && l !== '…'))
    expect(whole, `README: ${line}`).toContain(line);
});
