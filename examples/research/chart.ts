/** A dependency-free SVG chart: win rate per bot and game, with 95% confidence intervals and the parity line. */

export interface ChartRow {
  readonly game: string;
  readonly bot: string;
  readonly winRate: number;
  readonly low: number;
  readonly high: number;
  readonly parity: number;
}

const COLOURS = ['#2f6fdf', '#e0823a', '#1f8a4c', '#9b4dca', '#c0392b'];
const xml = (s: string) =>
  s.replace(/[&<>"]/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot' }[c]};`);

export function winRateChart(rows: readonly ChartRow[], title: string): string {
  const games = [...new Set(rows.map((r) => r.game))];
  const bots = [...new Set(rows.map((r) => r.bot))];
  const bar = 18;
  const gap = 6;
  const groupGap = 22;
  const left = 110;
  const width = 640;
  const plot = width - left - 60;
  const top = 56;
  const groupHeight = bots.length * (bar + gap) + groupGap;
  const height = top + games.length * groupHeight + 50;
  const x = (p: number) => left + p * plot;
  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="system-ui, sans-serif" font-size="12">`,
    `<rect width="100%" height="100%" fill="#fff"/>`,
    `<text x="${left}" y="22" font-size="15" font-weight="600">${xml(title)}</text>`,
    `<text x="${left}" y="40" fill="#666">win rate with 95% confidence interval (Wilson); dashed line: parity (1 / seats)</text>`,
  ];
  for (let t = 0; t <= 10; t += 2) {
    const px = x(t / 10);
    out.push(`<line x1="${px}" y1="${top - 6}" x2="${px}" y2="${height - 44}" stroke="#eee"/>`);
    out.push(`<text x="${px}" y="${height - 28}" text-anchor="middle" fill="#666">${t * 10}%</text>`);
  }
  games.forEach((game, g) => {
    const y0 = top + g * groupHeight;
    out.push(
      `<text x="${left - 10}" y="${y0 + (bots.length * (bar + gap)) / 2 + 4}" text-anchor="end" font-weight="600">${xml(game)}</text>`,
    );
    let parity = 0;
    bots.forEach((bot, b) => {
      const r = rows.find((row) => row.game === game && row.bot === bot);
      if (!r) return;
      parity = r.parity;
      const y = y0 + b * (bar + gap);
      const colour = COLOURS[b % COLOURS.length];
      out.push(
        `<rect x="${left}" y="${y}" width="${Math.max(1, r.winRate * plot)}" height="${bar}" fill="${colour}" opacity="0.8"><title>${xml(`${bot}: ${(r.winRate * 100).toFixed(1)}% [${(r.low * 100).toFixed(1)}, ${(r.high * 100).toFixed(1)}]`)}</title></rect>`,
      );
      const cy = y + bar / 2;
      out.push(
        `<line x1="${x(r.low)}" y1="${cy}" x2="${x(r.high)}" y2="${cy}" stroke="#222" stroke-width="1.5"/>`,
      );
      out.push(
        `<line x1="${x(r.low)}" y1="${cy - 5}" x2="${x(r.low)}" y2="${cy + 5}" stroke="#222" stroke-width="1.5"/>`,
      );
      out.push(
        `<line x1="${x(r.high)}" y1="${cy - 5}" x2="${x(r.high)}" y2="${cy + 5}" stroke="#222" stroke-width="1.5"/>`,
      );
      out.push(
        `<text x="${x(r.high) + 6}" y="${cy + 4}" fill="#333">${(r.winRate * 100).toFixed(0)}%</text>`,
      );
    });
    const py = y0 - 4;
    out.push(
      `<line x1="${x(parity)}" y1="${py}" x2="${x(parity)}" y2="${py + bots.length * (bar + gap)}" stroke="#c0392b" stroke-dasharray="4 3"/>`,
    );
  });
  bots.forEach((bot, b) => {
    const lx = left + b * 130;
    out.push(
      `<rect x="${lx}" y="${height - 12}" width="10" height="10" fill="${COLOURS[b % COLOURS.length]}" opacity="0.8"/>`,
    );
    out.push(`<text x="${lx + 14}" y="${height - 3}">${xml(bot)}</text>`);
  });
  out.push('</svg>');
  return `${out.join('\n')}\n`;
}
