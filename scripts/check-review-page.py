#!/usr/bin/env python3
"""Opens a `stretchy review` page in headless Chromium and reports what a reviewer would see.

Usage: check-review-page.py PAGE.html SCREENSHOT.png [--width W --height H] [--full-page]

Drives Chromium over the DevTools protocol on a pipe (`--remote-debugging-pipe`: fd 3 in, fd 4
out, NUL-terminated JSON), so it needs nothing beyond Python's standard library. Prints one JSON
object: the console errors and uncaught exceptions, each video's readyState and error after
loading, its currentTime before and after the page's Play button ran for a moment, the scrubber's
target and each video's currentTime after scrubbing there; then writes the screenshot. Exits 2
when Chromium is missing, 1 when Chromium fails; the checks themselves are the caller's.
"""
import argparse, base64, json, os, pathlib, shutil, subprocess, sys, tempfile, time

PROBE = r"""
(async () => {
  const wait = ms => new Promise(r => setTimeout(r, ms));
  const videos = [...document.querySelectorAll('video')];
  const deadline = Date.now() + 10000;
  while (videos.some(v => v.readyState < 2 && !v.error) && Date.now() < deadline) await wait(50);
  const loaded = videos.map(v => ({readyState: v.readyState, error: v.error ? v.error.code : null,
                                   duration: v.duration, width: v.videoWidth, height: v.videoHeight}));
  const play = document.getElementById('play');
  const before = videos.map(v => v.currentTime);
  play.click();
  await wait(700);
  const playing = videos.map(v => v.currentTime);
  const played = videos.map(v => v.played.length ? v.played.end(0) : 0);
  play.click();
  const scrub = document.getElementById('scrub');
  const target = Math.round(+scrub.max * 0.55);
  scrub.value = target;
  scrub.dispatchEvent(new Event('input', {bubbles: true}));
  await Promise.all(videos.map(v => v.seeking ? new Promise(r => v.addEventListener('seeked', r, {once: true})) : null));
  await wait(300);
  return JSON.stringify({
    loaded, before, playing, played, paused: videos.map(v => v.paused),
    target: +scrub.value, scrubbed: videos.map(v => v.currentTime),
    clock: document.getElementById('clock').textContent,
    readouts: [...document.querySelectorAll('.readout')].map(o => o.textContent),
    cursorX: +document.getElementById('cursor').getAttribute('x1'),
    differingRows: document.querySelectorAll('tr.differs').length,
    eventMarks: document.querySelectorAll('.mark').length,
    sheets: [...document.querySelectorAll('.sheets img')].map(i => i.complete && i.naturalWidth > 0),
  });
})()
"""


class DevTools:
    def __init__(self, chromium, profile, width, height):
        to_browser_r, self.to_browser = os.pipe()
        self.from_browser, from_browser_w = os.pipe()

        def wire():  # the child's fd 3 reads our commands, fd 4 carries its replies
            read_end, write_end = os.dup(to_browser_r), os.dup(from_browser_w)  # out of 3 and 4's way
            os.dup2(read_end, 3)
            os.dup2(write_end, 4)

        args = [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--remote-debugging-pipe",
                "--autoplay-policy=no-user-gesture-required", "--mute-audio", "--no-first-run",
                "--disable-extensions", "--disable-background-networking", "--disable-component-update",
                f"--user-data-dir={profile}", f"--window-size={width},{height}", "about:blank"]
        self.process = subprocess.Popen(args, pass_fds=(3, 4), preexec_fn=wire,
                                        stdout=subprocess.DEVNULL, stderr=(None if os.environ.get("REVIEW_CHECK_VERBOSE") else subprocess.DEVNULL))
        os.close(to_browser_r)
        os.close(from_browser_w)
        self.buffer = b""
        self.next_id = 0
        self.events = []

    def send(self, method, params=None, session=None):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        os.write(self.to_browser, json.dumps(message).encode() + b"\0")
        return self.wait(lambda m: m.get("id") == self.next_id)

    def read(self):
        while b"\0" not in self.buffer:
            chunk = os.read(self.from_browser, 1 << 20)
            if not chunk:
                raise RuntimeError("chromium closed the DevTools pipe")
            self.buffer += chunk
        raw, self.buffer = self.buffer.split(b"\0", 1)
        return json.loads(raw)

    def wait(self, matches):
        while True:
            message = self.read()
            if matches(message):
                if "error" in message:
                    raise RuntimeError(f"DevTools: {message['error']}")
                return message.get("result", message.get("params"))
            self.events.append(message)

    def close(self):
        try:
            self.send("Browser.close")
        except Exception:
            pass
        try:
            self.process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            self.process.kill()


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("page")
    parser.add_argument("screenshot")
    parser.add_argument("--width", type=int, default=1000)
    parser.add_argument("--height", type=int, default=1500)
    parser.add_argument("--full-page", action="store_true", help="screenshot the whole page, not only the window")
    options = parser.parse_args()
    chromium = shutil.which("chromium") or shutil.which("chromium-browser")
    if not chromium:
        print("chromium is not installed (apt-get install chromium; `make test-deps` does)", file=sys.stderr)
        return 2
    with tempfile.TemporaryDirectory(prefix="review-check-") as profile:
        tools = DevTools(chromium, profile, options.width, options.height)
        try:
            target = tools.send("Target.createTarget", {"url": "about:blank"})["targetId"]
            session = tools.send("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
            for domain in ("Page", "Runtime", "Log"):
                tools.send(f"{domain}.enable", session=session)
            tools.send("Emulation.setDeviceMetricsOverride",
                       {"width": options.width, "height": options.height, "deviceScaleFactor": 1, "mobile": False},
                       session=session)
            tools.send("Page.navigate", {"url": pathlib.Path(options.page).resolve().as_uri()}, session=session)
            tools.wait(lambda m: m.get("method") == "Page.loadEventFired")
            probe = tools.send("Runtime.evaluate", {"expression": PROBE, "awaitPromise": True, "returnByValue": True},
                               session=session)
            if "exceptionDetails" in probe:
                raise RuntimeError(f"the probe failed: {probe['exceptionDetails']}")
            report = json.loads(probe["result"]["value"])
            if options.full_page:
                height = tools.send("Runtime.evaluate", {"expression": "document.documentElement.scrollHeight",
                                                         "returnByValue": True}, session=session)["result"]["value"]
                tools.send("Emulation.setDeviceMetricsOverride",
                           {"width": options.width, "height": min(int(height), 8000), "deviceScaleFactor": 1, "mobile": False},
                           session=session)
            shot = tools.send("Page.captureScreenshot", {"format": "png"}, session=session)
            pathlib.Path(options.screenshot).write_bytes(base64.b64decode(shot["data"]))
            errors = []
            for message in tools.events:
                method, params = message.get("method"), message.get("params", {})
                if method == "Runtime.exceptionThrown":
                    errors.append(params["exceptionDetails"].get("exception", {}).get("description")
                                  or params["exceptionDetails"].get("text"))
                elif method == "Runtime.consoleAPICalled" and params.get("type") in ("error", "assert"):
                    errors.append(" ".join(str(a.get("value", a.get("description"))) for a in params.get("args", [])))
                elif method == "Log.entryAdded" and params["entry"].get("level") == "error":
                    errors.append(params["entry"].get("text"))
            report["consoleErrors"] = errors
            print(json.dumps(report))
            return 0
        except Exception as error:
            print(f"chromium: {error}", file=sys.stderr)
            return 1
        finally:
            tools.close()


if __name__ == "__main__":
    sys.exit(main())
