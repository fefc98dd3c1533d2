// The design a test script names, as `stretchy share` gives it to the page: fixtures/NAME.design.json
// (its stacks written out, its `auto` text sizes measured by the Swift side; scripts/web-fixtures.sh)
// when there is one, else the file itself — a shipped design by name, or a file relative to the script.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const web = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
export const designsFolder = path.join(web, '..', 'designs');
export const scriptsFolder = path.join(web, 'test', 'scripts');
export const fixturesFolder = path.join(web, 'test', 'fixtures');
export const bundledContent = path.join(web, '..', 'content.json');

/** `{doc, folder, contentFile}` for `reference` (a script's `design`) in script `name`'s fixtures:
 *  the document, the folder its images are relative to, and its own content file (else the bundled rows). */
export function scriptDesign(reference, name = null) {
  const file = reference.endsWith('.json') ? path.resolve(scriptsFolder, reference) : path.join(designsFolder, `${reference}.json`);
  const page = name ? path.join(fixturesFolder, `${name}.design.json`) : null;
  const doc = JSON.parse(fs.readFileSync(page && fs.existsSync(page) ? page : file, 'utf8'));
  const folder = path.dirname(file);
  const own = typeof doc.content === 'string' && !doc.content.endsWith('.csv') ? path.join(folder, doc.content) : null;
  return { doc, folder, contentFile: own ?? bundledContent };
}
