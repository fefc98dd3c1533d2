// Port of StretchyKit/Replay/ReplayFrames.swift: a script played on a virtual clock. Frames at
// t = k·1000/fps ms; before each frame every event up to its time is applied at its own time, so
// the trace does not depend on the frame rate.
import { loadDesign } from './design.js';
import { readScript } from './script.js';
import { Session } from './session.js';

/**
 * @param {object} designDoc  a design file's JSON (or loadDesign()'s result)
 * @param {object} script  a `stretchy replay` script's JSON
 * @param {object} [options]  {fps = script.fps ?? 60, content, rowHeights, lineHeights}
 * @returns {{rows: {t_ms, offset_y, velocity_y, phase}[], events: object[], screenshots: object[], session: Session}}
 *   `screenshots`: at each `screenshot` event, what its sidecar gives: {name, t_ms, offset_y, phase, layers}.
 */
export function replay(designDoc, script, options = {}) {
  const design = designDoc.scope ? designDoc : loadDesign(designDoc);
  const { viewport, device, ios, events, endMs, params } = readScript(script);
  const fps = options.fps ?? script.fps ?? 60;
  const session = new Session(design, { viewport, params, content: options.content ?? null, rowHeights: options.rowHeights ?? null,
    lineHeights: options.lineHeights ?? null, tabLineHeights: options.tabLineHeights ?? null,
    device, ios });
  const intervalMs = 1000 / fps;
  const count = Math.floor(endMs / intervalMs + 1e-9) + 1;
  const rows = [];
  const screenshots = [];
  let next = 0;
  const applyThrough = (ms) => {
    while (next < events.length && events[next].t <= ms + 1e-9) {
      const event = events[next++];
      if (event.type !== 'screenshot') { session.apply(event); continue; }
      session.advance(event.t);
      const { offset_y, phase } = session.record();
      screenshots.push({ name: event.name, t_ms: session.clockMs, offset_y, phase,
        layers: session.layers().map((l) => ({ id: l.id, frame: l.frame, alpha: l.alpha })) });
    }
  };
  for (let index = 0; index < count; index++) {
    const frameTime = index * intervalMs;
    applyThrough(frameTime);
    session.advance(frameTime);
    rows.push(session.record());
  }
  applyThrough(endMs);
  return { rows, events: session.eventLog, screenshots, session };
}
