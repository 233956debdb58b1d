// What a built script is made of: its minified bytes attributed, through its source map, to
// the package (or our source folder) each piece came from.
// (CommonJS, so the benchmark's Jest tests can load it.)
const { existsSync, readFileSync } = require('node:fs');
const { SourceMapConsumer } = require('source-map-js');

/** 'react-dom', '@reduxjs/toolkit', 'gatsby (runtime)', 'src/features', ... for a source-map source. */
function origin(source) {
  const at = source.lastIndexOf('node_modules/');
  if (at >= 0) {
    const [first, second] = source.slice(at + 'node_modules/'.length).split('/');
    return first.startsWith('@') ? `${first}/${second}` : first;
  }
  const path = source.replace(/^webpack:\/\/[^/]*\//, '');
  if (path.startsWith('.cache/') || path.startsWith('webpack/')) return 'gatsby (runtime)';
  return path
    .split('/')
    .slice(0, path.startsWith('functions/') ? 3 : 2)
    .join('/');
}

/** Minified bytes per origin in `file` (needs `file.map`); empty when there is no map. */
function composition(file) {
  const sizes = new Map();
  if (!existsSync(`${file}.map`)) return sizes;
  const lines = readFileSync(file, 'utf8').split('\n');
  const consumer = new SourceMapConsumer(JSON.parse(readFileSync(`${file}.map`, 'utf8')));
  let previous = null;
  const add = (mapping, end) => {
    const key = mapping.source ? origin(mapping.source) : '(unmapped)';
    sizes.set(key, (sizes.get(key) ?? 0) + Math.max(0, end - mapping.column));
  };
  consumer.eachMapping((m) => {
    if (previous) add(previous, previous.line === m.generatedLine ? m.generatedColumn : lines[previous.line - 1].length);
    previous = { line: m.generatedLine, column: m.generatedColumn, source: m.source };
  });
  if (previous) add(previous, lines[previous.line - 1].length);
  return sizes;
}

module.exports = { origin, composition };
