/// The review page's style and script, inline so the page needs no other file and no network.
/// The script keeps every video on the first one's clock: one scrubber, one play button; the
/// readouts under the videos, the plot's cursor and the callback tracks follow the time shown.
enum ReviewPageAssets {
    static let style = """
    :root{color-scheme:light;font-family:system-ui,-apple-system,"Segoe UI",sans-serif;color:#1e1e1e}
    body{max-width:1100px;margin:0 auto;padding:12px;line-height:1.4}
    h1{font-size:1.3rem;margin:.2em 0}h2{font-size:1.05rem;margin:1.4em 0 .4em}
    .designs{color:#555;font-size:.9rem}
    .videos{display:grid;grid-template-columns:repeat(var(--phones),minmax(0,300px));gap:8px}
    .phone{margin:0;min-width:0}
    .phone figcaption{font-weight:600;font-size:.85rem;border-left:4px solid;padding-left:6px;margin-bottom:4px;overflow-wrap:anywhere}
    video{width:100%;max-height:70vh;background:#000;display:block;object-fit:contain}
    .readout{display:block;white-space:pre-line;font:12px/1.35 ui-monospace,monospace;color:#333;min-height:2.7em}
    .try{display:inline-block;margin-top:4px;font:600 13px system-ui,sans-serif;color:#0a66d8}
    .controls{display:flex;gap:8px;align-items:center;position:sticky;bottom:0;background:#fff;padding:8px 0}
    .controls input{flex:1;min-width:0}
    #play{font:inherit;padding:6px 14px}
    #clock,#plotValues{font:12px ui-monospace,monospace}
    .scroll{overflow-x:auto}
    table{border-collapse:collapse;font-size:.85rem}
    th,td{border-bottom:1px solid #ddd;padding:4px 8px;text-align:left;vertical-align:top}
    th small{display:block;color:#777;font-weight:400}
    tr.differs{background:#fff4c2}td.changed{font-weight:700}td.absent{color:#aaa}
    td.summary{color:#555;min-width:16em}
    .hint{color:#666;font-size:.8rem;margin:.2em 0}
    svg{width:100%;height:auto;display:block;touch-action:none}
    svg text{font-size:11px;fill:#555}
    svg polyline{fill:none;stroke-width:1.6}svg polyline.header{stroke-dasharray:6 4}
    svg .grid{stroke:#d0d0d0}#cursor{stroke:#c00;stroke-width:1.5}
    .lane{display:flex;align-items:center;gap:6px;margin:4px 0}.who{width:1.2em;font-weight:700}
    .track{position:relative;flex:1;height:24px;background:#f1f1f1;border-radius:4px}
    .mark{position:absolute;top:3px;width:8px;height:18px;margin-left:-4px;border:0;border-radius:3px;padding:0;background:#6e3c8c;opacity:.75;cursor:pointer}
    .tcursor{position:absolute;top:0;bottom:0;width:2px;background:#c00;left:0}
    tr[data-t]{cursor:pointer}tr[data-t]:hover{background:#eef}
    .sheets img{max-width:100%;height:auto;display:block;margin-bottom:8px}
    pre{white-space:pre-wrap;overflow-wrap:anywhere;background:#f5f5f5;padding:8px;border-radius:4px;font-size:.8rem}
    """

    static let script = """
    (() => {
      const trace = JSON.parse(document.getElementById('trace').textContent);
      const videos = [...document.querySelectorAll('video')];
      const readouts = [...document.querySelectorAll('.readout')];
      const scrub = document.getElementById('scrub'), clock = document.getElementById('clock');
      const play = document.getElementById('play'), plot = document.getElementById('motion');
      const cursor = document.getElementById('cursor'), plotValues = document.getElementById('plotValues');
      const left = +plot.dataset.left, right = +plot.dataset.right, span = +plot.dataset.duration;
      const end = +scrub.max;
      let playing = false;
      const num = v => (Math.round(v * 10) / 10).toString();
      // The frame shown at `ms`: the last one at or before it.
      const frameAt = (phone, ms) => {
        const t = phone.t; let lo = 0, hi = t.length - 1;
        while (lo < hi) { const mid = (lo + hi + 1) >> 1; if (t[mid] <= ms) lo = mid; else hi = mid - 1; }
        return lo;
      };
      const describe = (phone, i) => `offset ${num(phone.offset[i])} pt · header ${num(phone.header[i])} pt\\n` +
        `${num(phone.velocity[i])} pt/s · ${phone.phase[i]}`;
      const show = ms => {
        clock.textContent = `${Math.round(ms)} ms`;
        trace.phones.forEach((phone, p) => { if (readouts[p]) readouts[p].textContent = describe(phone, frameAt(phone, ms)); });
        const x = left + (right - left) * Math.min(1, ms / span);
        cursor.setAttribute('x1', x); cursor.setAttribute('x2', x);
        document.querySelectorAll('.tcursor').forEach(c => { c.style.left = `${Math.min(100, ms / span * 100)}%`; });
      };
      const seek = ms => {
        pause();
        scrub.value = ms;
        videos.forEach(v => { v.currentTime = ms / 1000; });
        show(+scrub.value);
      };
      const pause = () => { playing = false; videos.forEach(v => v.pause()); play.textContent = 'Play'; };
      // The first video is the clock; the others are pulled back to it when they drift by more than 2 frames.
      const follow = () => {
        if (!playing) return;
        const t = videos[0].currentTime;
        videos.slice(1).forEach(v => { if (Math.abs(v.currentTime - t) > 0.034) v.currentTime = t; });
        scrub.value = t * 1000; show(t * 1000);
        if (videos[0].ended) { pause(); return; }
        requestAnimationFrame(follow);
      };
      play.addEventListener('click', () => {
        if (playing) { pause(); return; }
        if (videos[0].ended || +scrub.value >= end) seek(0);
        playing = true; play.textContent = 'Pause';
        Promise.all(videos.map(v => v.play())).catch(() => pause());
        requestAnimationFrame(follow);
      });
      scrub.addEventListener('input', () => seek(+scrub.value));
      document.querySelectorAll('[data-t]').forEach(el => el.addEventListener('click', () => seek(+el.dataset.t)));
      const timeAtPointer = event => {
        const box = plot.getBoundingClientRect(), view = plot.viewBox.baseVal;
        const x = (event.clientX - box.left) / box.width * view.width;
        return Math.max(0, Math.min(span, (x - left) / (right - left) * span));
      };
      plot.addEventListener('pointermove', event => {
        const ms = timeAtPointer(event);
        plotValues.textContent = `t ${Math.round(ms)} ms — ` + trace.phones.map((phone, p) =>
          (trace.phones.length > 1 ? String.fromCharCode(65 + p) + ': ' : '') + describe(phone, frameAt(phone, ms)).replace('\\n', ' · ')).join(' | ');
      });
      plot.addEventListener('click', event => seek(timeAtPointer(event)));
      show(0);
    })();
    """
}
