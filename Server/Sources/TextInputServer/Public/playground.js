// The policy playground: every edit of the field goes through POST /v1/edit, the editing engine
// as a pure function, and the field shows what it answers. No framework, no build step.
"use strict";

const $ = (id) => document.getElementById(id);
const field = $("field");
const policyBox = $("policy");
const presetSelect = $("preset");
const languageSelect = $("language");

// What the server last said the field holds: text, selection and marked range, UTF-16 offsets.
let state = { text: "", selection: [0, 0], marked: null };
let policy = "nickname";        // a preset's name or a policy object
let policyOK = true;
let queue = Promise.resolve();  // edits are sent one after the other, in order
let composition = null;         // the state when an input method started composing
window.playground = { pending: 0, edits: 0, lastResponse: null, lastError: null };

async function post(path, body) {
  const response = await fetch(path, {
    method: "POST",
    headers: { "Content-Type": "application/json", "Accept-Language": languageSelect.value },
    body: JSON.stringify({ ...body, language: languageSelect.value }),
  });
  // An answer that is not JSON (a proxy's error page) becomes an error with its status.
  const text = await response.text();
  let answer;
  try {
    answer = JSON.parse(text);
  } catch {
    answer = { location: "", message: { text: `${response.status} ${response.statusText}`.trim() } };
  }
  return { ok: response.ok, status: response.status, answer };
}

// MARK: The policy

function readPolicy() {
  const source = policyBox.value.trim();
  if (!source.startsWith("{") && !source.startsWith("\"")) return { value: source };
  try {
    return { value: JSON.parse(source) };
  } catch (error) {
    return { error: error.message };
  }
}

let checkTimer = null;
let checkCount = 0;  // only the latest check's answer is shown, in whatever order answers come
function policyChanged() {
  clearTimeout(checkTimer);
  checkTimer = setTimeout(checkPolicy, 150);
}

async function checkPolicy() {
  const status = $("policy-status");
  const parsed = readPolicy();
  if (parsed.error) {
    ++checkCount;
    policyOK = false;
    status.className = "status error";
    status.textContent = "JSON: " + parsed.error;
    return;
  }
  const mine = ++checkCount;
  let ok, answer;
  try {
    ({ ok, answer } = await post("/v1/validate", { policy: parsed.value, text: state.text }));
  } catch (error) {
    ({ ok, answer } = { ok: false, answer: { location: "", message: { text: String(error) } } });
  }
  if (mine !== checkCount) return;
  if (!ok) {
    policyOK = false;
    status.className = "status error";
    // Locations are paths in the request; in the editor they are paths in the policy.
    const place = (answer.location || "").replace(/^policy\.?/, "");
    status.textContent = (place ? "`" + place + "`: " : "") + (answer.message && answer.message.text || "error");
    status.dataset.location = place;
    window.playground.lastError = answer;
    return;
  }
  policyOK = true;
  policy = parsed.value;
  status.className = "status ok";
  status.dataset.location = "";
  status.textContent = languageSelect.value === "en" ? "The policy is valid." : "✓";
  updateShareLink();
  // Re-judge what the field holds under the new policy, as a paste into an empty field.
  enqueue({ range: [0, 0], text: state.text, source: "programmatic" }, { text: "", selection: [0, 0], marked: null });
}

function updateShareLink() {
  const link = new URL(location.href);
  link.hash = "policy=" + encodeURIComponent(policyBox.value.trim());
  $("share").href = link.toString();
}

// MARK: Edits

function enqueue(edit, from) {
  window.playground.pending += 1;
  queue = queue.then(() => send(edit, from)).catch((error) => { $("message").textContent = String(error); })
    .finally(() => { window.playground.pending -= 1; });
  return queue;
}

async function send(edit, from) {
  if (!policyOK) return;
  const base = from || state;
  const { ok, answer } = await post("/v1/edit", { policy, state: base, edit });
  window.playground.lastResponse = answer;
  if (!ok) {
    const text = answer.message && answer.message.text || String(answer);
    $("message").textContent = (answer.location ? "`" + answer.location + "`: " : "") + text;
    return;
  }
  window.playground.edits += 1;
  state = answer.state;
  show(answer);
}

function show(answer) {
  field.value = state.text;
  field.setSelectionRange(state.selection[0], state.selection[1]);
  const counter = $("counter");
  counter.textContent = answer.counter.text;
  counter.classList.toggle("over", answer.counter.isOverLimit);
  const changes = answer.events.flatMap((event) => event.changes);
  $("message").textContent = changes.length ? changes[0].message.text : "";
  $("completion").textContent = answer.completion.message ? answer.completion.message.text : "✓";
  $("value").textContent = JSON.stringify(answer.value);
  $("disposition").textContent = answer.disposition;
  $("events").textContent = JSON.stringify(answer.events, null, 1);
}

// The offsets of the field's selection now.
function selection() {
  return [field.selectionStart, field.selectionEnd];
}

field.addEventListener("beforeinput", (event) => {
  // An input method's marked text is the browser's until it commits (and cannot be cancelled).
  if (event.isComposing || event.inputType === "insertCompositionText") return;
  event.preventDefault();
  const [start, end] = selection();
  let edit;
  switch (event.inputType) {
    case "insertText":
    case "insertReplacementText":
      edit = { range: [start, end], text: event.data || (event.dataTransfer && event.dataTransfer.getData("text/plain")) || "", source: event.inputType === "insertText" ? "typing" : "systemReplacement" };
      break;
    case "insertFromPaste":
    case "insertFromDrop":
    case "insertFromYank":
      edit = { range: [start, end], text: event.data || (event.dataTransfer && event.dataTransfer.getData("text/plain")) || "", source: "paste" };
      break;
    case "deleteContentBackward":
    case "deleteWordBackward":
    case "deleteSoftLineBackward":
    case "deleteHardLineBackward":
      if (start === end && start === 0) return;
      // One code unit back: the engine widens a range to whole characters.
      edit = { range: start === end ? [start - 1, end] : [start, end], text: "", source: "deletion" };
      break;
    case "deleteContentForward":
    case "deleteWordForward":
      if (start === end && end === state.text.length) return;
      edit = { range: start === end ? [start, end + 1] : [start, end], text: "", source: "deletion" };
      break;
    case "deleteByCut":
    case "deleteByDrag":
      edit = { range: [start, end], text: "", source: "deletion" };
      break;
    default:
      return;  // line breaks, formatting: not for a one-line field
  }
  enqueue(edit, { text: state.text, selection: [start, end], marked: null });
});

// A paste with the clipboard's text, judged as a paste (Chrome sends beforeinput after it only
// when the paste is let through).
field.addEventListener("paste", (event) => {
  event.preventDefault();
  const text = event.clipboardData ? event.clipboardData.getData("text/plain") : "";
  const [start, end] = selection();
  enqueue({ range: [start, end], text, source: "paste" }, { text: state.text, selection: [start, end], marked: null });
});

// An input method composes in the field; what it commits is judged like typing.
field.addEventListener("compositionstart", () => {
  composition = { text: state.text, selection: selection(), marked: null };
});
field.addEventListener("compositionend", (event) => {
  const from = composition || { text: state.text, selection: selection(), marked: null };
  composition = null;
  enqueue({ range: from.selection, text: event.data || "", source: "commit" }, from);
});
field.addEventListener("input", (event) => {
  if (composition) {
    $("counter").textContent = field.value.length + " …";
    return;
  }
  // Anything that went around beforeinput (autofill, an extension) is put back to what the
  // server last said.
  if (field.value !== state.text && window.playground.pending === 0) {
    field.value = state.text;
    field.setSelectionRange(state.selection[0], state.selection[1]);
  }
});
document.addEventListener("selectionchange", () => {
  if (document.activeElement === field && !composition && window.playground.pending === 0) {
    state = { ...state, selection: selection() };
  }
});
field.addEventListener("select", () => { if (!composition) state = { ...state, selection: selection() }; });
field.addEventListener("click", () => { if (!composition) state = { ...state, selection: selection() }; });
field.addEventListener("keyup", () => { if (!composition && window.playground.pending === 0) state = { ...state, selection: selection() }; });

// MARK: Start

presetSelect.addEventListener("change", () => {
  if (presetSelect.value) policyBox.value = JSON.stringify(presetSelect.value);
  policyChanged();
});
policyBox.addEventListener("input", () => { presetSelect.value = ""; policyChanged(); });
languageSelect.addEventListener("change", () => { checkPolicy(); });

async function start() {
  const presets = await (await fetch("/v1/presets")).json();
  for (const preset of presets.presets) {
    const option = document.createElement("option");
    option.value = preset.name;
    option.textContent = preset.name;
    presetSelect.appendChild(option);
  }
  const hash = new URLSearchParams(location.hash.slice(1));
  if (hash.get("policy")) policyBox.value = hash.get("policy");
  if (hash.get("language")) languageSelect.value = hash.get("language");
  const source = policyBox.value.trim();
  // A malformed link ("%22nick") leaves the preset unchosen; checkPolicy says what is wrong.
  if (source.startsWith("\"")) {
    try {
      presetSelect.value = JSON.parse(source);
    } catch {
      presetSelect.value = "";
    }
  }
  await checkPolicy();
  await queue;
  window.playground.ready = true;
}
start();
