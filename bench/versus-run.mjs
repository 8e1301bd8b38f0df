// Loads two bundles of bench/versus-driver.ts (another version and this one) and compares them side by side: for
// every game both have and each path, alternating rounds (the order swapped every round), medians of the ratios.

import { cpus, loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';

const [oldFile, newFile, ref] = process.argv.slice(2);
const before = await import(pathToFileURL(oldFile).href);
const after = await import(pathToFileURL(newFile).href);
const seconds = Number(process.env.VERSUS_SECONDS ?? 2);
const rounds = 7;
const slice = (seconds * 1000) / rounds;
const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
const fmt = (x) => (x >= 1e6 ? `${(x / 1e6).toFixed(2)} M` : `${(x / 1e3).toFixed(1)} k`);
console.log(
  `| game | path | ${ref} moves/s | this version moves/s | this / ${ref} [min–max of ${rounds} rounds] |`,
);
console.log('| --- | --- | --- | --- | --- |');
for (const id of after.ids.filter((id) => before.ids.includes(id))) {
  for (const path of ['fast', 'immer']) {
    before.movesPerSecond(id, path, 200); // warm-up
    after.movesPerSecond(id, path, 200);
    const a = [];
    const b = [];
    for (let r = 0; r < rounds; r++) {
      if (r % 2 === 0) {
        a.push(before.movesPerSecond(id, path, slice));
        b.push(after.movesPerSecond(id, path, slice));
      } else {
        b.push(after.movesPerSecond(id, path, slice));
        a.push(before.movesPerSecond(id, path, slice));
      }
    }
    const ratios = b.map((x, i) => x / a[i]);
    console.log(
      `| ${id} | ${path} | ${fmt(median(a))} | ${fmt(median(b))} | **${median(ratios).toFixed(2)}×** [${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}] |`,
    );
  }
}
console.log(
  `\n${cpus()[0]?.model ?? 'CPU'}, ${cpus().length} cores, Node ${process.version}, load ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}; ${seconds} s of CPU per game, path and version`,
);
