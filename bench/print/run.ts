/**
 * Print files benchmark (on demand, never in CI):
 *   node --import tsx bench/print/run.ts [runs=20]
 * In one process, side by side: the print files of one 5 × 7 in card (`buildPrintFiles`: the
 * print-ready PDF and the proof, front and inside drawn by card-render at 300 dpi with bleed)
 * and the bare renders of the same two pages to PNG at the same width (`svgToPng`), the floor
 * any PDF assembly sits on. Median and p99 of `runs` each, after one warm-up of each. The two
 * alternate run by run, so a busy machine slows both alike and the ratio stays readable; beside
 * wall time each run's CPU time (user + system of this process: the renders, zlib and pdf-lib
 * all run on its main thread) is kept, which other processes' load barely moves.
 * Targets (issue 13): median ≤ 400 ms; PDF ≤ 1.3 × the bare renders.
 */
import { execSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { PRINT_SIZES, type CardRenderData } from '@cardsmith/contracts';
import { renderCardSvg } from '@cardsmith/card-render';
import { svgToPng } from '@cardsmith/card-render/node';
import { artPixelWidth, buildPrintFiles } from '../../services/print/src/print-files/print-pdf.js';

const RUNS = Number(process.argv[2] ?? 20);
const TARGETS = { medianMs: 400, pdfVsRenders: 1.3 };

const card: CardRenderData = {
  backgroundColor: '#fff7ed',
  textFont: 'Pacifico',
  textSize: 'large',
  cardMessage: 'Many happy returns! '.repeat(8),
  elements: [
    {
      id: 'heading',
      type: 'text',
      content: 'Happy Birthday!',
      position: { x: 250, y: 200 },
      style: { fontFamily: 'Pacifico', fontSize: 44, color: '#7c2d12' },
    },
  ],
};
/** Stands in for catalog art: gradients and shapes across the whole page, as templates have. */
const templateSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 500 700"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">' +
  '<stop offset="0" stop-color="#fde68a"/><stop offset="1" stop-color="#f472b6"/></linearGradient></defs>' +
  '<rect width="500" height="700" fill="url(#g)"/>' +
  Array.from(
    { length: 40 },
    (_, i) =>
      `<circle cx="${(i * 53) % 500}" cy="${(i * 97) % 700}" r="${10 + (i % 7) * 6}" fill="#ffffff" opacity="0.35"/>`,
  ).join('') +
  '</svg>';
const trim = PRINT_SIZES.find((size) => size.id === 'standard')!;

interface Samples {
  wall: number[];
  cpu: number[];
}

/** Runs each task once to warm up, then `RUNS` rounds of each in turn; samples sorted. */
async function timeAlternating(tasks: (() => Promise<unknown>)[]): Promise<Samples[]> {
  for (const task of tasks) await task();
  const samples = tasks.map((): Samples => ({ wall: [], cpu: [] }));
  for (let i = 0; i < RUNS; i++) {
    for (const [index, task] of tasks.entries()) {
      const cpuStart = process.cpuUsage();
      const start = performance.now();
      await task();
      samples[index]!.wall.push(performance.now() - start);
      const cpu = process.cpuUsage(cpuStart);
      samples[index]!.cpu.push((cpu.user + cpu.system) / 1000);
    }
  }
  for (const { wall, cpu } of samples) {
    wall.sort((a, b) => a - b);
    cpu.sort((a, b) => a - b);
  }
  return samples;
}
const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;

const width = artPixelWidth(trim);
const pages = (['front', 'back'] as const).map((side) =>
  renderCardSvg(card, {
    side,
    width: 500,
    height: 700,
    templateSvg: side === 'front' ? templateSvg : null,
  }),
);

let bytes = { print: 0, proof: 0 };
const [renders, pdfs] = await timeAlternating([
  () => Promise.all(pages.map((svg) => svgToPng(svg, { width }))),
  async () => {
    const files = await buildPrintFiles({
      orderId: '00000000-0000-4000-8000-000000000000',
      card,
      art: { templateSvg, frameSvg: null },
      trim,
      sizeLabel: trim.dimensions,
    });
    bytes = { print: files.print.byteLength, proof: files.proof.byteLength };
  },
]);

const median = { renders: quantile(renders!.wall, 0.5), pdfs: quantile(pdfs!.wall, 0.5) };
const cpuMedian = { renders: quantile(renders!.cpu, 0.5), pdfs: quantile(pdfs!.cpu, 0.5) };
const load = execSync('uptime').toString().trim();
console.log(`print files benchmark — ${new Date().toISOString()} — ${load}`);
console.log(
  `card 5 × 7 in, art ${width} px wide (300 dpi with bleed), ${RUNS} runs each, alternating\n`,
);
console.log('| what | median ms | p99 ms | CPU median ms |');
console.log('|---|---|---|---|');
for (const [label, samples] of [
  ['2 pages to PNG (bare renders)', renders!],
  ['print-ready + proof PDFs', pdfs!],
] as const) {
  console.log(
    `| ${label} | ${quantile(samples.wall, 0.5).toFixed(0)} | ${quantile(samples.wall, 0.99).toFixed(0)} | ${quantile(samples.cpu, 0.5).toFixed(0)} |`,
  );
}
console.log(
  `\nPDF sizes: print ${(bytes.print / 1024).toFixed(0)} KB, proof ${(bytes.proof / 1024).toFixed(0)} KB`,
);
const ratio = median.pdfs / median.renders;
console.log(
  `median ${median.pdfs.toFixed(0)} ms (target ≤ ${TARGETS.medianMs}: ${median.pdfs <= TARGETS.medianMs ? 'met' : 'NOT met'}); ` +
    `PDFs / bare renders ${ratio.toFixed(2)}× (target ≤ ${TARGETS.pdfVsRenders}: ${ratio <= TARGETS.pdfVsRenders ? 'met' : 'NOT met'}); ` +
    `in CPU time ${(cpuMedian.pdfs / cpuMedian.renders).toFixed(2)}×`,
);
