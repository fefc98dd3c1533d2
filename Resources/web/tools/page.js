// Writes a self-contained player page: index.html with the bundled player and the design, its
// content, its images (as data: URLs) and the options embedded, nothing fetched from elsewhere.
// Usage: node Resources/web/tools/page.js DESIGN.json OUT.html [--content FILE] [--device NAME]
//        [--appearance light|dark] [--params JSON] [--record]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundle } from './bundle.js';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const mimeTypes = { '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.png': 'image/png', '.webp': 'image/webp' };

/** JSON safe inside a <script> element (no `</script>`, no `<!--`). */
const scriptJSON = (value) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The page's HTML for a design document and what it shows. */
export function makePage({ designDoc, contentDoc = null, images = {}, options = {}, player = bundle() }) {
  const template = fs.readFileSync(path.join(web, 'index.html'), 'utf8');
  const data = [['stretchy-design', designDoc], ['stretchy-content', contentDoc], ['stretchy-images', images], ['stretchy-options', options]]
    .map(([id, value]) => `<script type="application/json" id="${id}">${scriptJSON(value)}</script>`).join('\n');
  return template.replace('<!--STRETCHY-DATA-->', () => data).replace('<!--STRETCHY-PLAYER-->', () => player);
}

/** Every image file the design and its content name, as data: URLs keyed by the name used. */
export function inlineImages(designDoc, designFolder, contentDoc, contentFolder) {
  const images = {};
  const add = (name, folder) => {
    if (typeof name !== 'string' || images[name] || name.includes('$')) return;
    const file = path.resolve(folder, name);
    const type = mimeTypes[path.extname(file).toLowerCase()];
    if (!type || !fs.existsSync(file)) return;
    images[name] = `data:${type};base64,${fs.readFileSync(file).toString('base64')}`;
  };
  for (const layer of designDoc.layers ?? []) { add(layer.image, designFolder); (layer.images ?? []).forEach((i) => add(i, designFolder)); }
  const sections = contentDoc ? (contentDoc.tabs ?? [contentDoc]).flatMap((t) => t.sections ?? [{ rows: t.rows ?? [] }]) : [];
  for (const section of sections) for (const row of section.rows ?? []) add(row.image, contentFolder);
  return images;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const flag = (name) => { const i = args.indexOf(name); return i >= 0 ? args.splice(i, 2)[1] : undefined; };
  const contentFile = flag('--content');
  const record = args.includes('--record');
  if (record) args.splice(args.indexOf('--record'), 1);
  const options = { device: flag('--device'), appearance: flag('--appearance') ?? 'light', params: JSON.parse(flag('--params') ?? '{}'), record };
  const [designFile, out] = args;
  const designDoc = JSON.parse(fs.readFileSync(designFile, 'utf8'));
  const contentPath = contentFile ?? (typeof designDoc.content === 'string' ? path.resolve(path.dirname(designFile), designDoc.content) : null);
  const contentDoc = contentPath ? JSON.parse(fs.readFileSync(contentPath, 'utf8')) : (typeof designDoc.content === 'object' ? designDoc.content : null);
  const images = inlineImages(designDoc, path.dirname(designFile), contentDoc, contentPath ? path.dirname(contentPath) : path.dirname(designFile));
  fs.writeFileSync(out, makePage({ designDoc, contentDoc, images, options }));
  console.log(`wrote ${out}`);
}
