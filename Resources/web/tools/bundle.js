// Bundles the player's ES modules (entry player/page.js) into one classic script, so a page opened
// from a file, or served as one file, needs nothing else: each module becomes a function run once
// on first require, its `import`s turned into requires and its `export`s into properties. Only the
// import/export forms this folder uses are handled; anything else stops the bundle with an error.
// Usage: node Resources/web/tools/bundle.js [OUT]  (default Resources/web/dist/player.js)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The bundle's text for `entry` (a path relative to Resources/web). */
export function bundle(entry = 'player/page.js') {
  const modules = new Map();
  const visit = (file) => {
    const key = path.relative(web, file);
    if (modules.has(key)) return key;
    modules.set(key, null);
    modules.set(key, transform(fs.readFileSync(file, 'utf8'), file, visit));
    return key;
  };
  const main = visit(path.join(web, entry));
  const parts = [...modules].map(([key, body]) => `${JSON.stringify(key)}: function (exports, require) {\n${body}\n}`);
  return `// Stretchy's web player, bundled from Resources/web by tools/bundle.js: do not edit; edit the modules.
(function () {
'use strict';
const definitions = {
${parts.join(',\n')}
};
const cache = {};
function require(key) {
  if (!cache[key]) { cache[key] = {}; definitions[key](cache[key], require); }
  return cache[key];
}
window.stretchyPlayer = require(${JSON.stringify(main)});
})();
`;
}

function transform(source, file, visit) {
  const resolve = (spec) => JSON.stringify(visit(path.resolve(path.dirname(file), spec)));
  const exported = [];
  const lines = source.split('\n').map((line) => {
    let m;
    if ((m = line.match(/^import \{([^}]*)\} from '([^']+)';$/))) {
      const names = m[1].split(',').map((n) => n.trim()).filter(Boolean).map((n) => n.replace(/^(\w+) as (\w+)$/, '$1: $2'));
      return `const { ${names.join(', ')} } = require(${resolve(m[2])});`;
    }
    if ((m = line.match(/^import '([^']+)';$/))) return `require(${resolve(m[1])});`;
    if ((m = line.match(/^export \{([^}]*)\} from '([^']+)';$/))) {
      const names = m[1].split(',').map((n) => n.trim()).filter(Boolean);
      return `{ const m = require(${resolve(m[2])}); ${names.map((n) => `exports.${n} = m.${n};`).join(' ')} }`;
    }
    if ((m = line.match(/^export \{([^}]*)\};$/))) {
      exported.push(...m[1].split(',').map((n) => n.trim()).filter(Boolean));
      return '';
    }
    if ((m = line.match(/^export (function|class|const|let) (\w+)/))) {
      exported.push(m[2]);
      return line.slice('export '.length);
    }
    if (/^(import|export)\b/.test(line)) throw new Error(`${path.relative(web, file)}: cannot bundle '${line}'`);
    return line;
  });
  return `${lines.join('\n')}\n${exported.map((n) => `exports.${n} = ${n};`).join('\n')}`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const out = process.argv[2] ?? path.join(web, 'dist', 'player.js');
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, bundle());
  console.log(`wrote ${out}`);
}
