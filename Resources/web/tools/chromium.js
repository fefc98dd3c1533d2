// Headless Chromium over the DevTools protocol on a pipe (--remote-debugging-pipe: the browser
// reads commands on fd 3 and writes replies on fd 4, NUL-terminated JSON), as
// scripts/check-review-page.py does: no package beyond Node.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The Chromium binary, or null when none is installed. */
export function findChromium() {
  for (const candidate of [process.env.CHROMIUM, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome']) {
    if (candidate && fs.existsSync(candidate)) return candidate;
  }
  return null;
}

export class Browser {
  static async launch(binary, { width = 390, height = 844 } = {}) {
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'stretchy-chromium-'));
    const child = spawn(binary, ['--headless', '--no-sandbox', '--disable-gpu', '--remote-debugging-pipe', `--user-data-dir=${profile}`,
      `--window-size=${width},${height}`, '--no-first-run', '--allow-file-access-from-files', 'about:blank'],
    { stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'] });
    return new Browser(child, profile);
  }

  constructor(child, profile) {
    this.child = child;
    this.profile = profile;
    this.nextId = 1;
    this.pending = new Map();
    this.listeners = [];
    let buffer = Buffer.alloc(0);
    child.stdio[4].on('data', (chunk) => {
      buffer = Buffer.concat([buffer, chunk]);
      let end;
      while ((end = buffer.indexOf(0)) >= 0) {
        const message = JSON.parse(buffer.subarray(0, end).toString('utf8'));
        buffer = buffer.subarray(end + 1);
        if (message.id && this.pending.has(message.id)) {
          const { resolve, reject } = this.pending.get(message.id);
          this.pending.delete(message.id);
          if (message.error) reject(new Error(`${message.error.message} (${message.error.code})`)); else resolve(message.result);
        } else {
          for (const listener of this.listeners) listener(message);
        }
      }
    });
  }

  send(method, params = {}, sessionId = undefined) {
    const id = this.nextId++;
    const message = { id, method, params };
    if (sessionId) message.sessionId = sessionId;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.child.stdio[3].write(`${JSON.stringify(message)}\0`);
    });
  }

  /** A new tab on `url`, attached: {send(method, params), evaluate(expression)}. */
  async open(url, { width = 390, height = 844 } = {}) {
    const { targetId } = await this.send('Target.createTarget', { url: 'about:blank' });
    const { sessionId } = await this.send('Target.attachToTarget', { targetId, flatten: true });
    const page = {
      send: (method, params) => this.send(method, params, sessionId),
      evaluate: async (expression) => {
        const r = await this.send('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true }, sessionId);
        if (r.exceptionDetails) throw new Error(r.exceptionDetails.exception?.description ?? r.exceptionDetails.text);
        return r.result.value;
      },
    };
    await page.send('Runtime.enable');
    await page.send('Emulation.setDeviceMetricsOverride', { width, height, deviceScaleFactor: 1, mobile: true });
    await page.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 });
    await page.send('Page.enable');
    await page.send('Page.navigate', { url });
    const deadline = Date.now() + 15000;
    while (Date.now() < deadline) {
      if (await page.evaluate('!!(window.stretchy && document.readyState === "complete")').catch(() => false)) return page;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`${url}: window.stretchy never appeared`);
  }

  async close() {
    try { await Promise.race([this.send('Browser.close'), new Promise((r) => setTimeout(r, 2000))]); } catch { /* already gone */ }
    this.child.kill('SIGKILL');
    await new Promise((r) => (this.child.exitCode !== null || this.child.signalCode ? r() : this.child.once('exit', r)));
    // Chromium's helper processes may still be writing to the profile for a moment after it exits.
    try { fs.rmSync(this.profile, { recursive: true, force: true, maxRetries: 20, retryDelay: 100 }); } catch { /* a temporary folder left behind */ }
  }
}
