import { readFileSync } from 'node:fs';
import sourceMap from 'source-map-js';
const file = process.argv[2];
const depth = Number(process.env.DEEP ?? 0);
const filter = process.env.FILTER;
const code = readFileSync(`dist/assets/${file}`, 'utf8');
const map = new sourceMap.SourceMapConsumer(JSON.parse(readFileSync(`dist-sourcemaps/assets/${file}.map`, 'utf8')));
const lines = code.split('\n');
const sizes = new Map();
let last = null;
const keyOf = (source) => {
  if (!source) return '?';
  if (source.includes('node_modules/')) {
    const rest = source.replace(/.*node_modules\//, '').split('/');
    const pkg = rest[0].startsWith('@') ? 2 : 1;
    return rest.slice(0, pkg + depth).join('/');
  }
  return source.replace(/.*?\/?src\//, 'src/').split('/').slice(0, 2 + depth).join('/');
};
map.eachMapping((m) => {
  if (last) {
    const len = m.generatedLine === last.generatedLine ? m.generatedColumn - last.generatedColumn : lines[last.generatedLine - 1].length - last.generatedColumn;
    const key = keyOf(last.source);
    if (!filter || key.startsWith(filter)) sizes.set(key, (sizes.get(key) ?? 0) + len);
  }
  last = m;
});
const total = [...sizes.values()].reduce((a, b) => a + b, 0);
console.log(file, total);
for (const [k, v] of [...sizes].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.TOP ?? 40))) console.log(String(v).padStart(8), k);
