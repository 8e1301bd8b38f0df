/**
 * A small SVG writer for the rating ladder's chart: rating against CPU time per decision, on a logarithmic x axis.
 * @module
 */

/** One point of the chart. */
export interface ChartPoint {
  /** The label written next to the point. */
  readonly label: string;
  /** CPU microseconds per decision (the x axis, logarithmic; must be > 0). */
  readonly x: number;
  /** The rating (the y axis). */
  readonly y: number;
  /** Half the height of the error bar (the 95% interval). */
  readonly err: number;
}

/** Where the plot area sits in the picture, in pixels. */
export const CHART_FRAME = { width: 640, height: 400, left: 70, right: 20, top: 40, bottom: 50 } as const;

/** Escapes text for XML. */
export function xmlEscape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Pixel positions of a point on a chart with the given data ranges (x logarithmic, y linear, y up).
 * @param x - microseconds per decision
 * @param y - the rating
 * @param range - the data ranges: decades `[log10 min, log10 max]` on x, `[min, max]` on y
 * @returns `[px, py]`
 */
export function chartPosition(
  x: number,
  y: number,
  range: { readonly x: readonly [number, number]; readonly y: readonly [number, number] },
): [number, number] {
  const f = CHART_FRAME;
  const w = f.width - f.left - f.right;
  const h = f.height - f.top - f.bottom;
  const px = f.left + ((Math.log10(x) - range.x[0]) / (range.x[1] - range.x[0])) * w;
  const py = f.top + h - ((y - range.y[0]) / (range.y[1] - range.y[0])) * h;
  return [Math.round(px * 10) / 10, Math.round(py * 10) / 10];
}

/**
 * Draws the ladder chart: each bot a point (`<circle>` with a `data-label`) with its 95% error bar and label, the x
 * axis in whole decades of microseconds per decision, the y axis in rating points.
 * @param title - the title above the plot
 * @param points - the bots
 * @returns the SVG document
 * @category Tournaments
 */
export function ladderChart(title: string, points: readonly ChartPoint[]): string {
  const f = CHART_FRAME;
  const xs = points.map((p) => Math.log10(Math.max(p.x, 1e-3)));
  const lo = Math.floor(Math.min(...xs, 0));
  const hi = Math.max(lo + 1, Math.ceil(Math.max(...xs, 1)));
  const ys = points.flatMap((p) => [p.y - p.err, p.y + p.err]);
  const step = 100;
  const ylo = Math.floor(Math.min(...ys, 0) / step) * step;
  const yhi = Math.max(ylo + step, Math.ceil(Math.max(...ys, 0) / step) * step);
  const range = { x: [lo, hi] as [number, number], y: [ylo, yhi] as [number, number] };
  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${f.width}" height="${f.height}" viewBox="0 0 ${f.width} ${f.height}" font-family="sans-serif" font-size="12">`,
    `<title>${xmlEscape(title)}</title>`,
    `<rect width="${f.width}" height="${f.height}" fill="white"/>`,
    `<text x="${f.width / 2}" y="20" text-anchor="middle" font-size="14">${xmlEscape(title)}</text>`,
  ];
  const bottom = f.height - f.bottom;
  for (let d = lo; d <= hi; d++) {
    const [px] = chartPosition(10 ** d, ylo, range);
    out.push(`<line x1="${px}" y1="${f.top}" x2="${px}" y2="${bottom}" stroke="#ddd"/>`);
    out.push(`<text x="${px}" y="${bottom + 16}" text-anchor="middle">${xmlEscape(`10^${d}`)}</text>`);
  }
  for (let y = ylo; y <= yhi; y += step) {
    const [, py] = chartPosition(10 ** lo, y, range);
    out.push(`<line x1="${f.left}" y1="${py}" x2="${f.width - f.right}" y2="${py}" stroke="#ddd"/>`);
    out.push(`<text x="${f.left - 6}" y="${py + 4}" text-anchor="end">${y}</text>`);
  }
  out.push(
    `<text x="${f.width / 2}" y="${f.height - 10}" text-anchor="middle">CPU µs per decision (log scale)</text>`,
    `<text x="16" y="${f.height / 2}" text-anchor="middle" transform="rotate(-90 16 ${f.height / 2})">rating (Bradley–Terry, Elo points)</text>`,
  );
  for (const p of points) {
    const [px, py] = chartPosition(Math.max(p.x, 1e-3), p.y, range);
    const [, top] = chartPosition(Math.max(p.x, 1e-3), p.y + p.err, range);
    const [, low] = chartPosition(Math.max(p.x, 1e-3), p.y - p.err, range);
    out.push(`<line x1="${px}" y1="${top}" x2="${px}" y2="${low}" stroke="#555"/>`);
    out.push(`<circle cx="${px}" cy="${py}" r="4" fill="#1f77b4" data-label="${xmlEscape(p.label)}"/>`);
    out.push(`<text x="${px + 7}" y="${py - 6}">${xmlEscape(p.label)}</text>`);
  }
  out.push('</svg>');
  return `${out.join('\n')}\n`;
}
