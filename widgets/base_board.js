// Base board — the front-end loop shared by every game board (companion/ui/board.py is the Python side).
//
// Not a module of its own: Python (companion.ui.board.board_module) puts this file in front of a game's
// module (e.g. widgets/meduris_board.js) to make the widget's one ES module. So this file declares plain
// top-level helpers and `makeBoard`, and never `export`s; the game module ends with
//     export default makeBoard({ ...game });
//
// The loop knows no rules. Python sends (synced traitlets):
//   view, labels     the game's drawing data and translated texts (drawn by the game)
//   legal_targets    live keys: every one is a legal move (or a choice leading to legal moves)
//   selected         the choice picked by a first click ("" when none)
//   buttons          [{key, label, active, control}] the row of buttons above the board
//   status           one line: whose decision
//   tips             {key: text} shown beside an element while the pointer / focus is on it
//   error            why the last click was refused ("" after an accepted one)
//   error_target     the key of that click: the reason is also shown in a callout beside its element
//   marks            keys the page points the reader at (a lesson's tiles): class gb-marked, live or not
// A click sends {type: "click", target: key}; Escape sends {type: "cancel"} while a choice is selected.
//
// The game object given to makeBoard:
//   className        CSS class of the board's root (the game's style sheet is scoped under it)
//   viewBox          [width, height] of the SVG
//   signature(view)  a string; the SVG skeleton is rebuilt when it (or the language) changes
//   build(svg, view, labels)          draws the skeleton into the empty svg, returns a handle
//   update(handle, view, labels)      updates attributes and texts only
//   anchor(node)     (optional) the element a note beside `node` points at (default: node)
//   panels           (optional) [function(ctx) -> {update(), destroy()}] HTML panels drawn between the
//                    buttons and the board; ctx = {model, host, send, live}; update() runs on any change
//   panelTraits      (optional) names of the game's own traitlets that redraw the panels
// Helpers for the game modules: el, setAttrs, setText, htmlEl, placeNote, panelDrawer (an HTML panel redrawn when its
// data changes, with a refused click's reason inside it).
// Elements that carry a target have data-target="<key>" (SVG elements or panel buttons). The loop
// highlights them (class gb-live / gb-selected / gb-refused / gb-marked), makes SVG targets focusable (Tab, then
// Enter or Space), and sends a click on the innermost live target under the pointer, else the innermost
// target (so a non-live click is answered with the reason).

const SVG_NS = "http://www.w3.org/2000/svg";

function el(tag, attrs = {}, parent = null) {
  const node = document.createElementNS(SVG_NS, tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  if (parent) parent.appendChild(node);
  return node;
}

function setAttrs(node, attrs) {
  for (const [k, v] of Object.entries(attrs)) {
    const s = String(v);
    if (node.getAttribute(k) !== s) node.setAttribute(k, s);
  }
}

function setText(node, text) {
  const s = text == null ? "" : String(text);
  if (node.textContent !== s) node.textContent = s;
}

function htmlEl(tag, className = "", parent = null) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (parent) parent.appendChild(node);
  return node;
}

// Place a floating note (callout or tip) beside `anchor` inside `wrap`: on the side facing the board's
// centre (above a lower element, below an upper one), kept inside the board horizontally.
function placeNote(note, anchor, wrap) {
  const a = anchor.getBoundingClientRect();
  const w = wrap.getBoundingClientRect();
  if (a.width === 0 && a.height === 0) return false;
  const cx = a.left + a.width / 2 - w.left;
  const above = a.top + a.height / 2 - w.top > w.height / 2;
  note.classList.toggle("gb-note-above", above);
  note.classList.toggle("gb-note-below", !above);
  const nw = note.offsetWidth;
  const left = Math.max(4, Math.min(w.width - nw - 4, cx - nw / 2));
  note.style.left = `${left}px`;
  note.style.setProperty("--gb-arrow-x", `${Math.max(10, Math.min(nw - 10, cx - left))}px`);
  if (above) {
    note.style.top = "";
    note.style.bottom = `${w.height - (a.top - w.top) + 8}px`;
  } else {
    note.style.bottom = "";
    note.style.top = `${a.bottom - w.top + 8}px`;
  }
  return true;
}

// An HTML panel of a game (its `panels`): `update()` redraws `panel` with `draw()` only when the JSON of `key()`
// changed, and shows a refused click's reason inside the panel (class gb-panel-note) when the refused element is one
// of the panel's own data-target elements.
function panelDrawer(model, panel, key, draw) {
  let drawn = null;
  const note = () => {
    const err = model.get("error") || "";
    const target = model.get("error_target") || "";
    let box = panel.querySelector(":scope > .gb-panel-note");
    const inside = err && target && panel.querySelector(`[data-target="${CSS.escape(target)}"]`);
    if (!inside) { if (box) box.remove(); return; }
    if (!box) { box = htmlEl("div", "gb-panel-note", panel); box.setAttribute("role", "alert"); }
    box.textContent = err;
  };
  return () => {
    const sig = JSON.stringify(key());
    if (sig !== drawn) {
      panel.replaceChildren();
      draw();
      drawn = sig;
    }
    note();
  };
}

function makeBoard(game) {
  const anchorOf = game.anchor || ((node) => node);

  function render({ model, el: host }) {
    const root = htmlEl("div", `gb-board ${game.className || ""}`);
    const status = htmlEl("div", "gb-status", root);
    status.setAttribute("aria-live", "polite");
    const bar = htmlEl("div", "gb-bar", root);
    const panelHost = htmlEl("div", "gb-panels", root);
    const error = htmlEl("div", "gb-error", root);
    error.setAttribute("role", "alert");
    const wrap = htmlEl("div", "gb-wrap", root);
    const [width, height] = game.viewBox;
    const svg = el("svg", { viewBox: `0 0 ${width} ${height}`, class: "gb-svg", role: "group" }, wrap);
    const callout = htmlEl("div", "gb-note gb-callout", wrap);   // the refusal beside the clicked element
    callout.hidden = true;
    const tip = htmlEl("div", "gb-note gb-tip", wrap);           // the tip of the element under the pointer
    tip.hidden = true;
    host.appendChild(root);

    const live = () => new Set(model.get("legal_targets") || []);
    const send = (key) => model.send({ type: "click", target: key });
    const panels = (game.panels || []).map((make) => make({ model, host: panelHost, send, live }));

    // the innermost live target around `node`, else the innermost target (null outside any target)
    const keyAt = (node) => {
      const allowed = live();
      let first = null;
      for (let n = node && node.closest ? node.closest("[data-target]") : null; n && root.contains(n);
        n = n.parentElement ? n.parentElement.closest("[data-target]") : null) {
        if (!first) first = n;
        if (allowed.has(n.dataset.target)) return n.dataset.target;
      }
      return first ? first.dataset.target : null;
    };
    const onClick = (ev) => {
      const key = keyAt(ev.target);
      if (key) send(key);
    };
    const onKey = (ev) => {
      if (ev.key === "Escape") {
        if (model.get("selected")) { ev.preventDefault(); model.send({ type: "cancel" }); }
        return;
      }
      if (ev.key !== "Enter" && ev.key !== " ") return;
      if (ev.target.tagName === "BUTTON") return;                 // a button clicks itself
      const key = keyAt(ev.target);
      if (key) { ev.preventDefault(); send(key); }
    };
    root.addEventListener("click", onClick);
    root.addEventListener("keydown", onKey);

    // ---- the game's drawing -------------------------------------------------------------------
    let handle = null;
    let signature = null;
    function drawView() {
      const view = model.get("view");
      const labels = model.get("labels") || {};
      if (!view || Object.keys(view).length === 0) return;
      const sig = `${game.signature(view)}|${model.get("lang")}`;
      if (sig !== signature || handle === null) {
        svg.replaceChildren();
        handle = game.build(svg, view, labels);
        signature = sig;
      }
      game.update(handle, view, labels);
      drawHighlights();
      drawError();
    }
    const rebuild = () => { signature = null; drawView(); drawPanels(); };

    // ---- live targets, selection, refused element -----------------------------------------------
    function drawHighlights() {
      const allowed = live();
      const selected = model.get("selected") || "";
      const refused = model.get("error") ? model.get("error_target") || "" : "";
      const marked = new Set(model.get("marks") || []);
      for (const node of root.querySelectorAll("[data-target]")) {
        const key = node.dataset.target;
        node.classList.toggle("gb-live", allowed.has(key));
        node.classList.toggle("gb-marked", marked.has(key));
        node.classList.toggle("gb-selected", key === selected);
        node.classList.toggle("gb-refused", key === refused);
        if (node instanceof SVGElement) {
          if (node.getAttribute("tabindex") !== "0") node.setAttribute("tabindex", "0");
          if (node.getAttribute("role") !== "button") node.setAttribute("role", "button");
        }
      }
      svg.setAttribute("aria-label", model.get("status") || "");
    }

    // ---- buttons row --------------------------------------------------------------------------
    function drawBar() {
      const buttons = model.get("buttons") || [];
      const key = buttons.map((b) => `${b.key}|${b.label}`).join("\n");
      if (bar.dataset.key !== key) {
        bar.replaceChildren();
        for (const b of buttons) {
          const btn = htmlEl("button", "gb-button", bar);
          btn.type = "button";
          btn.dataset.target = b.key;
          btn.textContent = b.label;
        }
        bar.dataset.key = key;
      }
      buttons.forEach((b, i) => {
        const btn = bar.children[i];
        btn.classList.toggle("gb-active", !!b.active);
        if (b.control) btn.setAttribute("aria-pressed", b.active ? "true" : "false");
      });
      drawHighlights();
    }

    // ---- status, refusal, tips ------------------------------------------------------------------
    const drawStatus = () => { setText(status, model.get("status")); drawHighlights(); };
    function drawError() {
      const msg = model.get("error") || "";
      setText(error, msg);
      error.classList.toggle("gb-has-error", msg !== "");
      const key = model.get("error_target") || "";
      const anchor = msg && key ? svg.querySelector(`[data-target="${CSS.escape(key)}"]`) : null;
      callout.hidden = !anchor;
      if (anchor) {
        setText(callout, msg);
        callout.hidden = !placeNote(callout, anchorOf(anchor), wrap);
      }
    }
    let tipNode = null;
    function showTip(node) {
      const key = node ? node.dataset.target : null;
      // never over the refusal of this very element (the callout takes that place)
      const refused = model.get("error") && model.get("error_target") === key;
      const text = key && !refused ? (model.get("tips") || {})[key] : null;
      tipNode = text ? node : null;
      tip.hidden = !text;
      if (!text) return;
      setText(tip, text);
      placeNote(tip, anchorOf(node), wrap);
    }
    const svgTarget = (ev) => {
      const node = ev.target.closest ? ev.target.closest("[data-target]") : null;
      return node && svg.contains(node) ? node : null;
    };
    const onOver = (ev) => { const node = svgTarget(ev); if (node !== tipNode) showTip(node); };
    const onLeave = () => showTip(null);
    const onFocus = (ev) => showTip(svgTarget(ev));
    svg.addEventListener("mouseover", onOver);
    svg.addEventListener("mouseleave", onLeave);
    svg.addEventListener("focusin", onFocus);
    svg.addEventListener("focusout", onLeave);
    const drawErrorAndTip = () => { drawError(); drawHighlights(); showTip(tipNode); };
    const drawTips = () => showTip(tipNode);

    // ---- the game's panels ----------------------------------------------------------------------
    function drawPanels() {
      for (const p of panels) p.update();
      drawHighlights();
    }

    const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(() => { drawError(); drawTips(); });
    if (observer) observer.observe(wrap);

    drawView(); drawBar(); drawStatus(); drawPanels(); drawError();
    const listeners = [
      ["change:view", drawView], ["change:labels", rebuild], ["change:lang", rebuild],
      ["change:legal_targets", () => { drawHighlights(); drawPanels(); }], ["change:selected", drawHighlights],
      ["change:marks", drawHighlights],
      ["change:buttons", drawBar], ["change:status", drawStatus], ["change:error", drawErrorAndTip],
      ["change:error_target", drawErrorAndTip], ["change:tips", drawTips],
      ...(game.panelTraits || []).map((name) => [`change:${name}`, drawPanels]),
    ];
    for (const [event, fn] of listeners) model.on(event, fn);
    return () => {
      for (const [event, fn] of listeners) model.off(event, fn);
      if (observer) observer.disconnect();
      for (const p of panels) if (p.destroy) p.destroy();
      root.removeEventListener("click", onClick);
      root.removeEventListener("keydown", onKey);
      root.remove();
    };
  }

  return { render };
}
