#!/usr/bin/env node
// Completes package-lock.json with the platform-specific optional packages (rollup, esbuild, biome binaries for
// other systems) that `npm install` leaves out when the registry it talks to lacks them. Without those entries
// `npm ci` refuses the lock as out of sync. The added entries carry `os`, `cpu` and `libc` so that npm skips them on
// every other platform, exactly as it does for the entries it writes itself.
import { readFileSync, writeFileSync } from 'node:fs';

// Usage: node scripts/complete-lock.mjs [path/to/package-lock.json ...] (default: the root lock file)
const lockPaths =
  process.argv.length > 2 ? process.argv.slice(2) : [new URL('../package-lock.json', import.meta.url)];
for (const lockPath of lockPaths) completeLock(lockPath);

function completeLock(lockPath) {
  const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
  const packages = lock.packages;
  const OS_NAMES = [
    'android',
    'darwin',
    'freebsd',
    'linux',
    'openbsd',
    'netbsd',
    'sunos',
    'win32',
    'aix',
    'openharmony',
  ];
  const CPU = ['arm64', 'x64', 'arm', 'ia32', 'loong64', 'ppc64', 'riscv64', 's390x', 'mips64el'];

  function platformOf(name) {
    const base = name.split('/').pop();
    const parts = base.split('-');
    const os = parts.find((p) => OS_NAMES.includes(p));
    const cpu =
      parts.find((p) => CPU.includes(p)) ??
      (parts.includes('eabi') || parts.includes('gnueabihf') || parts.includes('musleabihf')
        ? 'arm'
        : undefined);
    const libc = base.includes('musl') ? 'musl' : os === 'linux' ? 'glibc' : undefined;
    return { os, cpu, libc };
  }

  let added = 0;
  for (const [path, entry] of Object.entries(packages)) {
    for (const [dep, version] of Object.entries(entry.optionalDependencies ?? {})) {
      const prefix = path === '' ? '' : `${path}/`;
      const candidates = [`${prefix}node_modules/${dep}`, `node_modules/${dep}`];
      if (candidates.some((c) => packages[c])) continue;
      const { os, cpu, libc } = platformOf(dep);
      if (!os || !cpu) continue; // not a platform binary: leave it to npm
      packages[`node_modules/${dep}`] = {
        version,
        ...(entry.dev ? { dev: true } : {}),
        optional: true,
        os: [os],
        cpu: [cpu],
        ...(libc && os === 'linux' ? { libc: [libc] } : {}),
      };
      added++;
    }
  }
  const sorted = Object.fromEntries(
    Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
  );
  lock.packages = sorted;
  writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(`complete-lock: ${lockPath}: added ${added} platform entries`);
}
