// Reports the gzipped JS a first visit to a route downloads: the entry chunk, everything it
// imports statically, and the route's lazy page chunk with its static imports.
// Usage: node scripts/route-weight.mjs <PageChunkPrefix>   (after `npx vite build`)
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = new URL('../dist/', import.meta.url).pathname;
const assets = join(dist, 'assets');
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const entry = /src="\/assets\/([^"]+\.js)"/.exec(html)?.[1];
if (!entry) throw new Error('No entry script in dist/index.html');
const page = process.argv[2];
const files = readdirSync(assets);
const pageChunk = page ? files.find((f) => f.startsWith(`${page}-`) && f.endsWith('.js')) : null;
if (page && !pageChunk) throw new Error(`No chunk named ${page}-*.js`);

const seen = new Set();
function visit(file) {
  if (seen.has(file)) return;
  seen.add(file);
  const code = readFileSync(join(assets, file), 'utf8');
  for (const match of code.matchAll(
    /(?:^|[;}\n])\s*import\s*(?:[^'"()]*?from\s*)?["']\.\/([^"']+\.js)["']/g,
  )) {
    visit(match[1]);
  }
}
visit(entry);
if (pageChunk) visit(pageChunk);
let total = 0;
for (const file of seen) {
  const gz = gzipSync(readFileSync(join(assets, file))).length;
  total += gz;
  console.log(`${(gz / 1024).toFixed(2).padStart(8)} KB  ${file}`);
}
console.log(`${(total / 1024).toFixed(2).padStart(8)} KB  total gzipped JS`);
