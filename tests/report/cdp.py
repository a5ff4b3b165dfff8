"""A minimal Chrome DevTools Protocol client over --remote-debugging-pipe (no
websocket, no new dependency): headless Chromium reads NUL-terminated JSON
commands on its fd 3 and writes replies and events on its fd 4.

Used by test_report_browser.py to load a page with JavaScript on or off
(Emulation.setScriptExecutionDisabled), read its DOM with the DOM domain (no
script needed: `--dump-dom` prints nothing when scripts are disabled), and click
an element with real mouse events.
"""
from __future__ import annotations

import fcntl
import json
import os
import select
import subprocess
import time

TIMEOUT = 120.0          # seconds for one reply (a cold browser start on a loaded machine)


class BrowserError(RuntimeError):
    pass


class Browser:
    def __init__(self, binary: str, profile_dir, *, width=1280, height=900):
        to_child_r, self._to_child = os.pipe()
        self._from_child, from_child_w = os.pipe()

        def fds():                               # the child's fd 3 and fd 4
            a = fcntl.fcntl(to_child_r, fcntl.F_DUPFD, 10)
            b = fcntl.fcntl(from_child_w, fcntl.F_DUPFD, 10)
            os.dup2(a, 3)
            os.dup2(b, 4)

        self.proc = subprocess.Popen(
            [binary, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
             "--disable-dev-shm-usage", "--hide-scrollbars", f"--window-size={width},{height}",
             f"--user-data-dir={profile_dir}", "--remote-debugging-pipe", "about:blank"],
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
            preexec_fn=fds, close_fds=False)     # the pipes are close-on-exec but fds 3, 4
        os.close(to_child_r)
        os.close(from_child_w)
        self._buf = b""
        self._id = 0
        self.events: list[dict] = []
        target = self.call("Target.createTarget", url="about:blank")["targetId"]
        self.session = self.call("Target.attachToTarget", targetId=target,
                                 flatten=True)["sessionId"]

    # -- the pipe -----------------------------------------------------------------------
    def _read(self, deadline: float) -> dict:
        while b"\0" not in self._buf:
            left = deadline - time.monotonic()
            if left <= 0 or not select.select([self._from_child], [], [], left)[0]:
                raise BrowserError("no reply from chromium in time")
            chunk = os.read(self._from_child, 1 << 16)
            if not chunk:
                raise BrowserError(f"chromium exited (status {self.proc.poll()})")
            self._buf += chunk
        msg, self._buf = self._buf.split(b"\0", 1)
        return json.loads(msg)

    def call(self, method: str, session: bool = False, **params) -> dict:
        self._id += 1
        msg = {"id": self._id, "method": method, "params": params}
        if session:
            msg["sessionId"] = self.session
        os.write(self._to_child, json.dumps(msg).encode() + b"\0")
        deadline = time.monotonic() + TIMEOUT
        while True:
            m = self._read(deadline)
            if m.get("id") == self._id:
                if "error" in m:
                    raise BrowserError(f"{method}: {m['error']}")
                return m.get("result", {})
            self.events.append(m)

    def page(self, method: str, **params) -> dict:
        return self.call(method, session=True, **params)

    def wait_event(self, method: str, timeout: float = TIMEOUT) -> dict:
        deadline = time.monotonic() + timeout
        while True:
            for i, e in enumerate(self.events):
                if e.get("method") == method:
                    return self.events.pop(i)
            self.events.append(self._read(deadline))

    # -- pages --------------------------------------------------------------------------
    def open(self, url: str, *, js: bool = True) -> None:
        self.page("Page.enable")
        self.page("Emulation.setScriptExecutionDisabled", value=not js)
        self.events.clear()
        self.page("Page.navigate", url=url)
        self.wait_event("Page.loadEventFired")

    def html(self) -> str:
        root = self.page("DOM.getDocument", depth=-1)["root"]["nodeId"]
        return self.page("DOM.getOuterHTML", nodeId=root)["outerHTML"]

    def node(self, selector: str) -> int:
        root = self.page("DOM.getDocument", depth=0)["root"]["nodeId"]
        node = self.page("DOM.querySelector", nodeId=root, selector=selector)["nodeId"]
        if not node:
            raise BrowserError(f"nothing matches {selector!r}")
        return node

    def top(self, selector: str) -> float:
        """The element's top edge in the viewport (0: scrolled to the top of the window)."""
        return self.page("DOM.getBoxModel", nodeId=self.node(selector))["model"]["border"][1]

    def click(self, selector: str) -> None:
        node = self.node(selector)
        self.page("DOM.scrollIntoViewIfNeeded", nodeId=node)
        q = self.page("DOM.getBoxModel", nodeId=node)["model"]["content"]
        x, y = (q[0] + q[4]) / 2, (q[1] + q[5]) / 2
        for kind in ("mousePressed", "mouseReleased"):
            self.page("Input.dispatchMouseEvent", type=kind, x=x, y=y, button="left",
                      clickCount=1)

    def url(self) -> str:
        h = self.page("Page.getNavigationHistory")
        return h["entries"][h["currentIndex"]]["url"]

    def screenshot(self, path) -> None:
        import base64
        data = self.page("Page.captureScreenshot", format="png")["data"]
        with open(path, "wb") as f:
            f.write(base64.b64decode(data))

    def close(self) -> None:
        try:
            self.call("Browser.close")
        except (BrowserError, OSError):
            pass
        try:
            self.proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
        for fd in (self._to_child, self._from_child):
            try:
                os.close(fd)
            except OSError:
                pass

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()
        return False
