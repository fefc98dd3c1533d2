// Port of StretchyFiles/Script/ScriptLoader.swift and ScriptEventParser.swift (the parts a page
// plays): a `stretchy replay` script's events, `drag`s expanded into a press, evenly spaced moves
// at `hz` and a release, in time order; and the replay's end (StretchyKit/Script/Script.swift).
// A `device` sets the viewport.
import { deviceNamed } from './device.js';

/** How long a replay runs past its last event without `duration_ms` (Script.settleTimeMs). */
export const settleTimeMs = 2000;
/** An iPhone-sized viewport in points (Script.defaultViewport). */
export const defaultViewport = { width: 390, height: 844 };

/** Events as {t, type, x, y, dx, dy, precise, ...}; kinds the player does not act on are kept. */
export function expandEvents(events = []) {
  const out = [];
  for (const e of events) {
    if (e.type !== 'drag') { out.push({ ...e }); continue; }
    const duration = e.duration_ms ?? 150;
    const hz = e.hz ?? 120;
    const release = e.release ?? true;
    const [fx, fy] = e.from;
    const [tx, ty] = e.to;
    const steps = Math.max(1, Math.ceil(duration * hz / 1000));
    out.push({ t: e.t, type: 'down', x: fx, y: fy });
    for (let step = 1; step <= steps; step++) {
      const f = step / steps;
      out.push({ t: e.t + duration * f, type: 'move', x: fx + (tx - fx) * f, y: fy + (ty - fy) * f });
    }
    if (release) out.push({ t: e.t + duration, type: 'up', x: tx, y: ty });
  }
  return out;
}

/** The script's viewport, events and end time (ms). */
export function readScript(script) {
  const events = expandEvents(script.events ?? []);
  const device = deviceNamed(script.device);
  if (script.device && !device) throw new Error(`unknown device '${script.device}'`);
  const viewport = device ? { ...device.size } : { ...defaultViewport, ...(script.viewport ?? {}) };
  const endMs = script.duration_ms ?? ((events.length ? events[events.length - 1].t : 0) + settleTimeMs);
  return { viewport, device, ios: script.ios ?? 26, events, endMs, params: script.params ?? {} };
}
