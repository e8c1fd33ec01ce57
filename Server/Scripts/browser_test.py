#!/usr/bin/env python3
"""The playground in a real browser: headless Chromium driven over the DevTools protocol.

Types, pastes, deletes and composes with an input method in the playground's field, and checks
what the field, the counter and the messages show after each edit went through /v1/edit.

    python3 Server/Scripts/browser_test.py --url http://127.0.0.1:8080

Needs Debian's chromium and websocket-client from PyPI. Prints "N passed, N failed" and exits 1
on any failure.
"""
import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
import urllib.request

import websocket


class Browser:
    def __init__(self, chromium):
        self.profile = tempfile.mkdtemp(prefix="playground-chromium-")
        self.process = subprocess.Popen(
            [chromium, "--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run",
             "--no-default-browser-check", "--remote-debugging-port=0",
             "--user-data-dir=" + self.profile, "--window-size=1000,800", "about:blank"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        port_file = os.path.join(self.profile, "DevToolsActivePort")
        deadline = time.time() + 30
        while not os.path.exists(port_file) or not open(port_file).read().strip():
            if time.time() > deadline:
                raise RuntimeError("Chromium did not start")
            time.sleep(0.1)
        port = open(port_file).read().split()[0]
        targets = json.load(urllib.request.urlopen(f"http://127.0.0.1:{port}/json/list"))
        page = next(t for t in targets if t["type"] == "page")
        self.socket = websocket.create_connection(page["webSocketDebuggerUrl"], timeout=30)
        self.next_id = 0

    def send(self, method, **params):
        self.next_id += 1
        self.socket.send(json.dumps({"id": self.next_id, "method": method, "params": params}))
        while True:
            message = json.loads(self.socket.recv())
            if message.get("id") == self.next_id:
                if "error" in message:
                    raise RuntimeError(f"{method}: {message['error']}")
                return message.get("result", {})

    def evaluate(self, expression):
        result = self.send("Runtime.evaluate", expression=expression, awaitPromise=True,
                           returnByValue=True)
        if "exceptionDetails" in result:
            raise RuntimeError(f"{expression}: {result['exceptionDetails']}")
        return result["result"].get("value")

    def wait_for(self, expression, timeout=10):
        deadline = time.time() + timeout
        while time.time() < deadline:
            if self.evaluate(expression):
                return True
            time.sleep(0.05)
        return False

    def settle(self):
        """Waits until every edit sent to the server was answered."""
        self.wait_for("window.playground && window.playground.pending === 0")

    def key(self, key, code, keycode, text=None):
        params = dict(type="keyDown", key=key, code=code, windowsVirtualKeyCode=keycode,
                      nativeVirtualKeyCode=keycode)
        if text is not None:
            params["text"] = text
            params["unmodifiedText"] = text
        self.send("Input.dispatchKeyEvent", **params)
        self.send("Input.dispatchKeyEvent", type="keyUp", key=key, code=code,
                  windowsVirtualKeyCode=keycode, nativeVirtualKeyCode=keycode)
        self.settle()

    def type(self, text):
        for character in text:
            keycode = ord(character.upper()) if character.isascii() and character.isalnum() else 0
            self.key(character, "", keycode, text=character)

    def close(self):
        try:
            self.socket.close()
        finally:
            self.process.terminate()
            try:
                self.process.wait(10)
            except subprocess.TimeoutExpired:
                self.process.kill()
            shutil.rmtree(self.profile, ignore_errors=True)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--url", default="http://127.0.0.1:8080/")
    parser.add_argument("--chromium", default=shutil.which("chromium") or "chromium")
    parser.add_argument("--screenshot", help="write a PNG of the page at the end")
    args = parser.parse_args()

    passed, failed = 0, 0

    def check(name, condition, detail=""):
        nonlocal passed, failed
        if condition:
            passed += 1
            print(f"ok   {name}")
        else:
            failed += 1
            print(f"FAIL {name} {detail}")

    browser = Browser(args.chromium)
    try:
        browser.send("Page.enable")
        browser.send("Runtime.enable")
        browser.send("Page.navigate", url=args.url)
        check("the playground loads", browser.wait_for("window.playground && window.playground.ready", 20))

        def field():
            return browser.evaluate("document.getElementById('field').value")

        def text_of(element_id):
            return browser.evaluate(f"document.getElementById('{element_id}').textContent")

        def use_policy(source, language="en"):
            browser.evaluate(f"""(() => {{
              document.getElementById('language').value = {json.dumps(language)};
              const box = document.getElementById('policy');
              box.value = {json.dumps(source)};
              box.dispatchEvent(new Event('input'));
            }})()""")
            time.sleep(0.3)
            browser.wait_for("document.getElementById('policy-status').className !== ''")
            browser.settle()
            browser.evaluate("""(() => { const f = document.getElementById('field'); f.focus();
              f.setSelectionRange(f.value.length, f.value.length); })()""")

        def clear():
            browser.evaluate("""(() => { const f = document.getElementById('field'); f.focus();
              f.setSelectionRange(0, f.value.length); })()""")
            browser.key("Backspace", "Backspace", 8)

        # Typing: digits go in, a letter is refused with the rule's message.
        use_policy('"phone-cn"')
        clear()
        browser.type("138a")
        check("typing digits into phone-cn", field() == "138", repr(field()))
        check("a letter is refused with a message", "digit" in text_of("message").lower(), repr(text_of("message")))
        check("the counter follows", text_of("counter") == "3/11", repr(text_of("counter")))

        # A paste longer than the limit is cut to it.
        browser.evaluate("""(() => { const f = document.getElementById('field');
          f.setSelectionRange(3, 3);
          const data = new DataTransfer(); data.setData('text/plain', '0013800099999');
          f.dispatchEvent(new ClipboardEvent('paste', {clipboardData: data, bubbles: true, cancelable: true})); })()""")
        browser.settle()
        check("a paste is cut to the limit", field() == "13800138000", repr(field()))
        check("the counter is full", text_of("counter") == "11/11", repr(text_of("counter")))

        # Backspace deletes the character before the caret.
        browser.key("Backspace", "Backspace", 8)
        check("backspace", field() == "1380013800", repr(field()))
        check("the counter after backspace", text_of("counter") == "10/11", repr(text_of("counter")))
        check("the value is incomplete", text_of("completion") != "✓", repr(text_of("completion")))

        # An input method composes "ni", then commits 你, judged like typing.
        use_policy('"nickname"')
        clear()
        browser.type("a")
        browser.send("Input.imeSetComposition", text="ni", selectionStart=2, selectionEnd=2)
        time.sleep(0.2)
        check("marked text shows while composing", field() == "ani", repr(field()))
        browser.send("Input.insertText", text="你")
        browser.settle()
        time.sleep(0.2)
        browser.settle()
        check("the commit goes through the engine", field() == "a你", repr(field()))
        check("the edit was a commit",
              browser.evaluate("window.playground.lastResponse.events[0].source") == "commit",
              repr(browser.evaluate("window.playground.lastResponse && window.playground.lastResponse.events")))
        check("nickname counts GB 18030 bytes", text_of("counter") == "3/16", repr(text_of("counter")))

        # Messages in Chinese: an emoji in a nickname.
        use_policy('"nickname"', language="zh-Hans")
        browser.send("Input.insertText", text="😀")
        browser.settle()
        message = text_of("message")
        check("the message is in Chinese", any("\u4e00" <= c <= "\u9fff" for c in message), repr(message))
        check("the emoji was refused", field() == "a你", repr(field()))

        # A formatted field: the text laid out, the value without its spaces.
        use_policy('"phone-cn-spaced"')
        check("a new policy re-judges the field's text", field() == "", repr(field()))
        clear()
        browser.evaluate("""(() => { const f = document.getElementById('field');
          const data = new DataTransfer(); data.setData('text/plain', '13800138000');
          f.dispatchEvent(new ClipboardEvent('paste', {clipboardData: data, bubbles: true, cancelable: true})); })()""")
        browser.settle()
        check("a formatted field lays the text out", field() == "138 0013 8000", repr(field()))
        check("the value has no spaces", text_of("value") == '"13800138000"', repr(text_of("value")))

        # A policy with an error: shown with its location, in the chosen language.
        use_policy('{"maxLength": 0}')
        status = text_of("policy-status")
        check("a policy error names its place", "maxLength" in status, repr(status))
        check("the error has a location",
              browser.evaluate("document.getElementById('policy-status').dataset.location") == "maxLength",
              repr(browser.evaluate("document.getElementById('policy-status').dataset.location")))
        use_policy('{"maxLength": 5, "allow": "digits"}')
        check("a valid policy is accepted", "ok" in browser.evaluate("document.getElementById('policy-status').className"))
        link = browser.evaluate("document.getElementById('share').href")
        check("the link encodes the policy", "#policy=" in link and "maxLength" in urllib.parse.unquote(link), link)

        # The link opens the same policy.
        browser.send("Page.navigate", url="about:blank")
        browser.wait_for("location.href === 'about:blank'")
        browser.send("Page.navigate", url=link)
        browser.wait_for("window.playground && window.playground.ready", 20)
        check("the link restores the policy",
              json.loads(browser.evaluate("document.getElementById('policy').value")) == {"maxLength": 5, "allow": "digits"})
        browser.evaluate("document.getElementById('field').focus()")
        browser.type("1234567")
        check("the shared policy is in force", field() == "12345", repr(field()))

        # Answers that come back out of order: the policy checked last wins, whatever answer
        # arrives last. The first check's answer is held back 600 ms.
        browser.evaluate("""(() => {
          const realFetch = window.fetch;
          let held = false;
          window.fetch = (path, options) => {
            const answer = realFetch(path, options);
            if (path === '/v1/validate' && !held) {
              held = true;
              return answer.then((r) => new Promise((done) => setTimeout(() => done(r), 600)));
            }
            return answer;
          };
          const box = document.getElementById('policy');
          box.value = '{"maxLength": 0}';
          checkPolicy();
          box.value = '"phone-cn"';
          checkPolicy();
        })()""")
        time.sleep(1.2)
        browser.settle()
        check("the newest policy's answer stands",
              "ok" in browser.evaluate("document.getElementById('policy-status').className"),
              repr(text_of("policy-status")))

        # An answer that is not JSON (a proxy's error page) is shown, not thrown.
        browser.evaluate("""(() => {
          window.unhandled = [];
          window.addEventListener('unhandledrejection', (event) => window.unhandled.push(String(event.reason)));
          const realFetch = window.fetch;
          window.fetch = (path, options) => path === '/v1/edit' || path === '/v1/validate'
            ? Promise.resolve(new Response('<html>Bad Gateway</html>', { status: 502, statusText: 'Bad Gateway', headers: { 'Content-Type': 'text/html' } }))
            : realFetch(path, options);
        })()""")
        browser.evaluate("document.getElementById('field').focus()")
        browser.type("1")
        browser.settle()
        message = text_of("message")
        check("a non-JSON error answer is shown with its status", "502" in message, repr(message))
        browser.evaluate("document.getElementById('language').dispatchEvent(new Event('change'))")
        time.sleep(0.3)
        status = text_of("policy-status")
        check("so is one to a policy check", "502" in status, repr(status))
        check("and nothing is thrown", browser.evaluate("window.unhandled.length") == 0,
              repr(browser.evaluate("window.unhandled")))

        # A malformed share link: the playground still starts, and says what is wrong.
        browser.send("Page.navigate", url="about:blank")
        browser.wait_for("location.href === 'about:blank'")
        browser.send("Page.navigate", url=args.url.rstrip("/") + "/#policy=%22nick")
        check("a malformed share link still starts the playground",
              browser.wait_for("window.playground && window.playground.ready", 10))
        check("and the policy's error is shown",
              "error" in (browser.evaluate("document.getElementById('policy-status').className") or ""),
              repr(text_of("policy-status")))

        if args.screenshot:
            import base64
            shot = browser.send("Page.captureScreenshot", format="png")
            with open(args.screenshot, "wb") as file:
                file.write(base64.b64decode(shot["data"]))
    except Exception as error:  # a crash of the test counts as a failure, with its reason
        check("the browser test ran to the end", False, repr(error))
    finally:
        browser.close()

    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    import urllib.parse
    sys.exit(main())
