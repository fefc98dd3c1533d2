// Record mode (issue 49, `stretchy share --record`): a plain list scrolled by the browser's own
// scrolling — on an iPhone, Safari's page is a UIKit scroll view, with UIKit's deceleration and
// bounce — logging every touch (event.timeStamp, the finger in the window) and the scroll offset
// at every frame (window.scrollY, negative while iOS bounces past the top), written as a
// `stretchy-device-trace/1` file: the format the UIKit export's recorder writes, that
// `stretchy calibrate` reads (docs/guide/calibration.md).

export const FORMAT = 'stretchy-device-trace/1';
/** Rows of the plain list, and their height in points (a UITableView's default). */
export const ROWS = 300;
export const ROW_HEIGHT = 44;

/** Collects touches and frames; `trace()` is the file's object with times from the first of either. */
export class TraceLog {
  constructor() { this.clear(); }

  clear() {
    this.touches = [];
    this.frames = [];
    this.down = null;
  }

  /** A touch of the finger with `id` ('began', 'moved', 'ended' or 'cancelled'); one finger only. */
  touch(phase, id, t, x, y) {
    if (phase === 'began') {
      if (this.down !== null) return;
      this.down = id;
    } else if (id !== this.down) {
      return;
    }
    if (phase === 'ended' || phase === 'cancelled') this.down = null;
    this.touches.push({ t, phase, x, y });
  }

  /** A frame at `t` showing `offset`; a frame at a time already logged is dropped (times must increase). */
  frame(t, offset) {
    const last = this.frames[this.frames.length - 1];
    if (last && t <= last.t) return;
    this.frames.push({ t, offset });
  }

  /** The trace so far: a touch still down is left out (its stream has no end yet). */
  trace({ viewport, contentHeight, device = '', ios = '' }) {
    let touches = this.touches;
    if (this.down !== null) {
      const began = touches.map((touch) => touch.phase).lastIndexOf('began');
      touches = touches.slice(0, began);
    }
    const origin = Math.min(this.frames[0]?.t ?? Infinity, touches[0]?.t ?? Infinity);
    const ms = (t) => Math.round((t - origin) * 1000) / 1000;
    const pt = (v) => Math.round(v * 1000) / 1000;
    return {
      format: FORMAT, device, ios, viewport: { width: viewport.width, height: viewport.height }, contentInsetTop: 0, contentHeight,
      touches: touches.map((touch) => ({ t: ms(touch.t), phase: touch.phase, x: pt(touch.x), y: pt(touch.y) })),
      frames: this.frames.map((frame) => ({ t: ms(frame.t), offset: pt(frame.offset) })),
    };
  }
}

/** The iOS version in a user agent ("CPU iPhone OS 17_4 like Mac OS X" → "17.4"), or ''. */
export function iosVersion(userAgent) {
  const m = /OS (\d+)_(\d+)(?:_(\d+))?/.exec(userAgent ?? '');
  return m ? [m[1], m[2], m[3]].filter(Boolean).join('.') : '';
}

/** Switches the page to Record mode: hides the player, shows the list, logs until the page goes. */
export function startRecording(document, window) {
  const log = new TraceLog();
  const root = document.documentElement;
  root.classList.add('recording');
  const list = document.createElement('div');
  list.id = 'record-list';
  const note = document.createElement('p');
  note.className = 'record-note';
  note.textContent = 'Record mode: scroll this list the way you want to check (a pull past the top, held and let go; '
    + 'a slow drag; a flick), then tap Save and send the file to your computer.';
  list.appendChild(note);
  for (let i = 1; i <= ROWS; i++) {
    const row = document.createElement('div');
    row.className = 'record-row';
    row.textContent = `Row ${i}`;
    list.appendChild(row);
  }
  const bar = document.createElement('div');
  bar.id = 'record-bar';
  const status = document.createElement('span');
  const save = document.createElement('button');
  save.textContent = 'Save';
  const restart = document.createElement('button');
  restart.textContent = 'Restart';
  bar.append(status, restart, save);
  document.body.append(list, bar);

  // Touches on the bar are taps on its buttons, not part of the scroll.
  const onBar = (e) => bar.contains(e.target);
  // event.timeStamp is on performance.now()'s clock, as requestAnimationFrame's is (an older
  // browser's epoch time stamp is replaced by performance.now()).
  const stamp = (e) => (Math.abs(e.timeStamp - performance.now()) < 60000 ? e.timeStamp : performance.now());
  const listen = (type, phase) => window.addEventListener(type, (e) => {
    if (onBar(e)) return;
    for (const touch of e.changedTouches) log.touch(phase, touch.identifier, stamp(e), touch.clientX, touch.clientY);
  }, { passive: true, capture: true });
  listen('touchstart', 'began');
  listen('touchmove', 'moved');
  listen('touchend', 'ended');
  listen('touchcancel', 'cancelled');

  const trace = () => log.trace({
    viewport: { width: window.innerWidth, height: window.innerHeight },
    contentHeight: root.scrollHeight,
    device: /iPhone|iPad|Android/.exec(navigator.userAgent)?.[0] ?? 'browser',
    ios: iosVersion(navigator.userAgent),
  });
  const frame = (t) => {
    log.frame(t, window.scrollY);
    status.textContent = `${log.frames.length} frames, ${log.touches.filter((x) => x.phase === 'began').length} touches`;
    window.requestAnimationFrame(frame);
  };
  window.requestAnimationFrame(frame);

  restart.addEventListener('click', () => log.clear());
  save.addEventListener('click', async () => {
    const text = `${JSON.stringify(trace())}\n`;
    const name = `stretchy-trace-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
    const file = typeof File === 'function' ? new File([text], name, { type: 'application/json' }) : null;
    // The share sheet (AirDrop, Mail, Files) where the browser has one; else a download.
    if (file && navigator.canShare?.({ files: [file] })) {
      try { await navigator.share({ files: [file] }); return; } catch { /* cancelled: offer the download */ }
    }
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
    link.download = name;
    document.body.appendChild(link);
    link.click();
    link.remove();
  });
  return { trace, log };
}
