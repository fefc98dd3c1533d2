// Reads a reference trace (t_ms,offset_y,phase) and compares the player's rows with it: offset
// RMS and max over the shared frames, and the frames whose phase differs.
import fs from 'node:fs';

export function readTrace(path) {
  const [header, ...lines] = fs.readFileSync(path, 'utf8').trim().split('\n');
  const columns = header.split(',');
  const at = (name) => columns.indexOf(name);
  return lines.map((line) => {
    const f = line.split(',');
    const row = { t_ms: Number(f[at('t_ms')]), offset_y: Number(f[at('offset_y')]), phase: f[at('phase')] };
    if (at('pager_x') >= 0) row.pager_x = Number(f[at('pager_x')]);
    if (at('tab') >= 0) row.tab = Number(f[at('tab')]);
    return row;
  });
}

export function compareTraces(rows, reference) {
  let sum = 0, max = 0, count = 0, pagerMax = 0, tabMax = 0, tabMissing = false;
  const phaseMismatches = [];
  const n = Math.min(rows.length, reference.length);
  for (let i = 0; i < n; i++) {
    const d = Math.abs(rows[i].offset_y - reference[i].offset_y);
    sum += d * d;
    max = Math.max(max, d);
    count += 1;
    // The horizontal pager's offset, where the trace has it.
    if (reference[i].pager_x !== undefined && rows[i].pager_x !== undefined) pagerMax = Math.max(pagerMax, Math.abs(rows[i].pager_x - reference[i].pager_x));
    // The shown tab (fractional during a swipe), where the trace has it.
    if (reference[i].tab !== undefined) {
      if (rows[i].tab === undefined) tabMissing = true;
      else tabMax = Math.max(tabMax, Math.abs(rows[i].tab - reference[i].tab));
    }
    if (rows[i].phase !== reference[i].phase) phaseMismatches.push({ t_ms: reference[i].t_ms, ours: rows[i].phase, swift: reference[i].phase });
  }
  return { rms: count ? Math.sqrt(sum / count) : NaN, max, pagerMax, tabMax, tabMissing, frames: count, lengthDiffers: rows.length !== reference.length, phaseMismatches };
}
