// Iquazú board — drawing only (companion/iquazu/ui/board.py is the Python side).
//
// Joined after widgets/base_board.js into one ES module (companion.ui.board.board_module): the base loop
// handles clicks, keyboard, highlights of live targets, the buttons row (draw, payments, tiles, end, undo),
// the refusal callout and hover tips, and provides el / setAttrs / setText / htmlEl. This file draws the view
// Python sends (companion.iquazu.ui.board.board_view) and marks the elements that carry target keys:
//   SVG   data-target="alcove:<column>:<height>"   an alcove of the wall
// The wall: wall columns 1..W+3 left to right, rows 1-5 as horizontal bands (row 1 on top), each alcove in its
// row band (two alcoves of one row in one column: the lower one below), the bonus tile of each row and tile
// column on the right of the column; the frame over its 5 placement columns (F1-F5 and their costs) and its
// tile column; columns outside the frame behind water strips; the scoring stones under the columns; the score
// track (80 spaces, laps go round again). Colour-blind safe: each alcove rim shows a letter and a line style
// besides its colour; each crystal its colour's letter and a shape per colour.
// The `scoring` traitlet (the last scoring round, explained by Python) is shown one step at a time; the step's
// column or row is outlined on the wall; Play steps through the round by itself (one step every
// scoring.step_ms milliseconds) until the last step, Stop (or Previous / Next) halts it. No rule is decided here.

const IQ_OX = 62;                // left edge of the wall (row names to its left)
const IQ_OY = 64;                // top of the wall (frame column names and costs above it)
const IQ_CW = 66;                // column width
const IQ_GAP = 4;
const IQ_BH = 84;                // row band height
const IQ_R = 13;                 // alcove radius
const IQ_WALL_H = 5 * IQ_BH;
const IQ_STONE_Y = IQ_OY + IQ_WALL_H + 8;
const IQ_TRACK_Y = IQ_STONE_Y + 58;
const IQ_H = IQ_TRACK_Y + 64;
const RIM_FILL = { white: "#f4f1ea", blue: "#2f7fd1", orange: "#e8862a" };
const RIM_DASH = { white: "", blue: "6 3", orange: "1.5 3" };
const CRYSTAL_FILL = { red: "#c62828", yellow: "#f2c200", purple: "#7b3fa0", green: "#2e8b3a" };
const CRYSTAL_INK = { red: "#ffffff", yellow: "#2b2418", purple: "#ffffff", green: "#ffffff" };
// one shape per crystal colour (the letter and the shape are cues besides the colour)
const CRYSTAL_PATH = {
  red: "M0,-12 L11,0 L0,12 L-11,0 Z",                                  // diamond
  yellow: "M-10,-10 H10 V10 H-10 Z",                                   // square
  purple: "M0,-12 L11,9 L-11,9 Z",                                     // triangle
  green: "M-6,-11 H6 L12,0 L6,11 H-6 L-12,0 Z",                        // hexagon
};
const DROP_PATH = "M0,-11 C5,-4 9,1 9,5 C9,10 5,12 0,12 C-5,12 -9,10 -9,5 C-9,1 -5,-4 0,-11 Z";

function iqWidth(view) { return IQ_OX + (view.W + 3) * (IQ_CW + IQ_GAP) + 10; }
function colX(c) { return IQ_OX + (c - 1) * (IQ_CW + IQ_GAP); }

// the y of each alcove of a column: its row's band, several alcoves of one row spread inside the band
function alcoveYs(column) {
  const byRow = {};
  for (const a of column.alcoves) (byRow[a.row] = byRow[a.row] || []).push(a.height);
  const ys = {};
  for (const [row, heights] of Object.entries(byRow)) {
    heights.sort((x, y) => y - x);                       // top (highest) first
    const top = IQ_OY + (Number(row) - 1) * IQ_BH;
    const step = IQ_BH / (heights.length + 1);
    heights.forEach((h, i) => { ys[h] = top + step * (i + 1); });
  }
  return ys;
}

function tileText(t) {
  if (!t) return "";
  if (t.kind === "vp") return String(t.value);
  if (t.kind === "cards") return `+${t.value}`;
  if (t.kind === "double_move") return "2×";
  return "◐";
}

function crystalShape(parent, colour, letter, scale = 1) {
  const g = el("g", { class: `iq-crystal iq-c-${colour}`, transform: `scale(${scale})` }, parent);
  el("path", { d: CRYSTAL_PATH[colour] || CRYSTAL_PATH.red, fill: CRYSTAL_FILL[colour] || "#777", class: "iq-crystal-body" }, g);
  const t = el("text", { class: "iq-crystal-letter", "text-anchor": "middle", dy: "0.36em",
    fill: CRYSTAL_INK[colour] || "#fff" }, g);
  setText(t, letter || "?");
  return g;
}

function crystalHtml(colour, letter) {
  const svg = el("svg", { viewBox: "-13 -13 26 26", width: 20, height: 20, class: "iq-token" });
  crystalShape(svg, colour, letter);
  return svg;
}

// the alcoves of wall column `c` at x `x`, each in its row band (the wall and the wall editor's column draw them
// with this one function): rim colour, rim line and rim letter; data-target="alcove:<c>:<height>"
function drawAlcoves(svg, x, c, column, L, E) {
  const ys = alcoveYs(column);
  for (const a of column.alcoves) {
    const key = `alcove:${c}:${a.height}`;
    const g = el("g", { transform: `translate(${x},${ys[a.height]})`, class: `iq-alcove iq-rim-${a.colour}`,
      "data-target": key, "data-column": String(c), "data-height": String(a.height), "data-row": String(a.row),
      "data-rim": a.colour }, svg);
    el("circle", { r: IQ_R + 5, class: "iq-hit" }, g);
    el("circle", { r: IQ_R, class: "iq-niche", stroke: RIM_FILL[a.colour], "stroke-dasharray": RIM_DASH[a.colour] }, g);
    const letter = el("text", { x: -IQ_R - 4, y: -IQ_R + 3, class: "iq-rim-letter", "text-anchor": "middle" }, g);
    setText(letter, (L.rim_letter || {})[a.colour] || "?");
    const content = el("g", { class: "iq-content" }, g);
    E.alcoves[key] = { g, content, drawn: null };
  }
}

// the row bands 1-5 of a wall `width` wide (row names on the left); `target` true: each band is a target
// data-target="row:<r>" (the wall editor: a click places an alcove in that row)
function drawRows(svg, width, L, E, target = false) {
  for (let r = 1; r <= 5; r++) {
    const y = IQ_OY + (r - 1) * IQ_BH;
    if (target) {
      el("rect", { x: IQ_OX - 4, y, width: width + 4, height: IQ_BH, class: "iq-row-band", "data-target": `row:${r}`,
        "data-row": String(r) }, svg);
    }
    if (r > 1) el("line", { x1: IQ_OX - 4, x2: IQ_OX + width, y1: y, y2: y, class: "iq-row-line" }, svg);
    setText(el("text", { x: 8, y: y + IQ_BH / 2, dy: "0.35em", class: "iq-axis" }, svg), (L.row || [])[r - 1] || `${r}`);
    E.rowHi.push(el("rect", { x: IQ_OX - 4, y: y + 2, width: width + 4, height: IQ_BH - 4, rx: 6,
      class: "iq-hi", visibility: "hidden" }, svg));
  }
}

// the wall editor's one column (view.editor: {column: {shade, alcoves}}): the rock, the row bands as targets, the
// column and its alcoves drawn as on the wall
function buildEditorColumn(svg, view, labels) {
  const E = { alcoves: {}, tiles: {}, water: [], stones: [], colHi: [], rowHi: [], markers: [], editor: true };
  const width = IQ_CW + 2 * IQ_GAP;
  const total = IQ_OX + width + 48;
  const height = IQ_OY + IQ_WALL_H + 20;
  svg.setAttribute("viewBox", `0 0 ${total} ${height}`);
  svg.classList.add("iq-editor");              // every alcove is live here: drawn plain, its rim visible
  svg.style.minWidth = "0";                    // the wall keeps a minimum width, one column does not
  svg.style.maxWidth = `${Math.round(total * 1.4)}px`;
  el("rect", { x: 0, y: 0, width: total, height, rx: 14, class: "iq-paper" }, svg);
  el("rect", { x: IQ_OX - 4, y: IQ_OY - 4, width: width + 4, height: IQ_WALL_H + 8, rx: 8, class: "iq-rock" }, svg);
  const column = view.editor.column;
  const x = IQ_OX + IQ_GAP;
  el("rect", { x, y: IQ_OY, width: IQ_CW, height: IQ_WALL_H, class: `iq-col iq-shade-${column.shade}`,
    "pointer-events": "none" }, svg);
  drawRows(svg, width, labels, E, true);
  setText(el("text", { x: 8, y: IQ_OY - 20, class: "iq-axis iq-editor-title" }, svg), view.editor.title || "");
  drawAlcoves(svg, x + IQ_CW / 2, 1, column, labels, E);
  return E;
}

function updateEditorColumn(E, view, labels) {
  for (const a of view.editor.column.alcoves) {
    const e = E.alcoves[`alcove:1:${a.height}`];
    if (e) setAttrs(e.g, { "aria-label": `${(labels.row || [])[a.row - 1] || a.row} · ${(labels.rim || {})[a.colour] || a.colour}` });
  }
}

// ------------------------------------------------------------------------------------------------
// the SVG: built once per wall / player count / language, then updated
// ------------------------------------------------------------------------------------------------

function buildWall(svg, view, labels) {
  const L = labels;
  const E = { alcoves: {}, tiles: {}, water: [], stones: [], colHi: [], rowHi: [], markers: [] };
  const width = iqWidth(view);
  svg.setAttribute("viewBox", `0 0 ${width} ${IQ_H}`);
  el("rect", { x: 0, y: 0, width, height: IQ_H, rx: 14, class: "iq-paper" }, svg);
  const ncols = view.W + 3;
  el("rect", { x: IQ_OX - 4, y: IQ_OY - 4, width: ncols * (IQ_CW + IQ_GAP) + 4, height: IQ_WALL_H + 8, rx: 8,
    class: "iq-rock" }, svg);
  drawRows(svg, ncols * (IQ_CW + IQ_GAP), L, E);
  // columns: shade, number, alcoves, tiles
  for (let c = 1; c <= ncols; c++) {
    const x = colX(c);
    const column = view.columns[c - 1];
    const shade = column ? column.shade : "light";
    el("rect", { x, y: IQ_OY, width: IQ_CW, height: IQ_WALL_H, class: `iq-col iq-shade-${shade}` }, svg);
    setText(el("text", { x: x + IQ_CW / 2, y: IQ_STONE_Y + 48, class: "iq-axis", "text-anchor": "middle" }, svg), String(c));
    E.colHi.push(el("rect", { x: x - 2, y: IQ_OY - 2, width: IQ_CW + 4, height: IQ_WALL_H + 4, rx: 6, class: "iq-hi",
      visibility: "hidden" }, svg));
    if (column) {
      drawAlcoves(svg, x + 22, c, column, L, E);
    }
    if (c >= 6) {
      for (let r = 1; r <= 5; r++) {
        const y = IQ_OY + (r - 1) * IQ_BH + IQ_BH / 2;
        const g = el("g", { transform: `translate(${x + IQ_CW - 14},${y})`, class: "iq-tile", "data-column": String(c),
          "data-row": String(r) }, svg);
        const rect = el("rect", { x: -10, y: -10, width: 20, height: 20, rx: 3, class: "iq-tile-bg" }, g);
        const text = el("text", { class: "iq-tile-text", "text-anchor": "middle", dy: "0.36em" }, g);
        E.tiles[`${c}:${r}`] = { g, rect, text };
      }
    }
    E.water.push(el("rect", { x: x - 1, y: IQ_OY - 2, width: IQ_CW + 2, height: IQ_WALL_H + 4, class: "iq-water",
      visibility: "hidden" }, svg));
    const stone = el("g", { transform: `translate(${x + IQ_CW / 2},${IQ_STONE_Y + 18})`, class: "iq-stone" }, svg);
    if (column) el("rect", { x: -IQ_CW / 2 + 3, y: -16, width: IQ_CW - 6, height: 30, rx: 12, class: "iq-stone-bg" }, stone);
    E.stones.push(el("text", { class: "iq-stone-text", "text-anchor": "middle", dy: "0.35em" }, stone));
  }
  // the frame: 5 placement columns + the tile column
  E.frame = el("g", { class: "iq-frame" }, svg);
  E.frameRect = el("rect", { y: IQ_OY - 50, height: IQ_WALL_H + 56, width: 6 * (IQ_CW + IQ_GAP), rx: 10,
    class: "iq-frame-rect" }, E.frame);
  E.frameHeads = [];
  for (let k = 1; k <= 5; k++) {
    const name = el("text", { y: IQ_OY - 32, class: "iq-frame-col", "text-anchor": "middle" }, E.frame);
    const cost = el("text", { y: IQ_OY - 14, class: "iq-frame-cost", "text-anchor": "middle" }, E.frame);
    setText(name, (L.frame_column || [])[k - 1] || `F${k}`);
    setText(cost, (L.costs || [])[k - 1] || `${k}`);
    E.frameHeads.push([name, cost]);
  }
  E.frameTiles = el("text", { y: IQ_OY - 22, class: "iq-frame-cost", "text-anchor": "middle" }, E.frame);
  setText(E.frameTiles, L.tiles);
  // the score track: 80 spaces
  const track = el("g", { transform: `translate(${IQ_OX},${IQ_TRACK_Y})`, class: "iq-track" }, svg);
  const tw = ncols * (IQ_CW + IQ_GAP) - IQ_GAP;
  E.trackStep = tw / 80;
  el("rect", { x: 0, y: 0, width: tw, height: 16, rx: 4, class: "iq-track-bg" }, track);
  for (let i = 0; i <= 80; i += 10) {
    el("line", { x1: i * E.trackStep, x2: i * E.trackStep, y1: 0, y2: 16, class: "iq-track-tick" }, track);
    setText(el("text", { x: i * E.trackStep, y: 28, class: "iq-track-num", "text-anchor": "middle" }, track), String(i));
  }
  // the track's name under its numbers, from its left end (left of the track it was cut off by the board's edge)
  setText(el("text", { x: 0, y: 46, class: "iq-axis iq-track-name" }, track), L.track);
  E.trackLayer = el("g", {}, track);
  return E;
}

function drawContent(entry, content, view, labels) {
  const sig = content == null ? "" : String(content);
  if (entry.drawn === sig) return;
  entry.content.replaceChildren();
  entry.drawn = sig;
  entry.g.dataset.content = sig;
  if (content === "drop") {
    el("path", { d: DROP_PATH, class: "iq-drop" }, entry.content);
  } else if (content != null) {
    const p = view.players[content] || {};
    crystalShape(entry.content, p.colour, (labels.crystal_letter || {})[p.colour]);
  }
}

function updateWall(E, view, labels) {
  const L = labels;
  const fp = view.frame.position;
  const chosen = view.chosen ? `alcove:${view.chosen[0]}:${view.chosen[1]}` : "";
  view.columns.forEach((column, i) => {
    const c = i + 1;
    for (const a of column.alcoves) {
      const key = `alcove:${c}:${a.height}`;
      const e = E.alcoves[key];
      if (!e) continue;
      drawContent(e, a.content, view, L);
      e.g.classList.toggle("iq-chosen", key === chosen);
      e.g.classList.toggle("iq-in-frame", column.frame_column != null);
      const what = a.content == null ? "" : a.content === "drop" ? ` · ${L.drop}`
        : ` · ${(view.players[a.content] || {}).name || ""}`;
      setAttrs(e.g, { "aria-label": `${c}:${a.height} · ${(L.rim || {})[a.colour] || a.colour}${what}` });
    }
    setText(E.stones[i], column.stone.join("/"));
  });
  // tiles: face down by back, the frame's tile column face up, the ones behind gone
  for (const tc of view.tile_columns) {
    for (let r = 1; r <= 5; r++) {
      const t = E.tiles[`${tc.column}:${r}`];
      if (!t) continue;
      let cls = `iq-tile iq-back-${tc.back}`;
      let text = "";
      let label = (L.back || {})[tc.back] || tc.back;
      if (tc.state === "gone") cls += " iq-gone";
      else if (tc.state === "face_up") {
        const tile = view.row_tiles[r - 1];
        if (tile) { cls += ` iq-face-up iq-kind-${tile.kind}`; text = tileText(tile); label = tile.label; }
        else cls += " iq-gone";
      } else cls += " iq-face-down";
      if (t.g.getAttribute("class") !== cls) t.g.setAttribute("class", cls);
      setText(t.text, text);
      t.g.dataset.state = tc.state;
      setAttrs(t.g, { "aria-label": label });
    }
  }
  // frame position, water strips
  const fx = colX(fp) - 3;
  setAttrs(E.frameRect, { x: fx });
  E.frameHeads.forEach(([name, cost], k) => {
    const col = fp + k;
    const visible = col <= view.W;
    setAttrs(name, { x: colX(col) + IQ_CW / 2, visibility: visible ? "visible" : "hidden" });
    setAttrs(cost, { x: colX(col) + IQ_CW / 2, visibility: visible ? "visible" : "hidden" });
  });
  setAttrs(E.frameTiles, { x: colX(fp + 5) + IQ_CW / 2 });
  E.frame.dataset.position = String(fp);
  E.water.forEach((w, i) => {
    const c = i + 1;
    setAttrs(w, { visibility: c < fp || c > fp + 5 ? "visible" : "hidden" });
  });
  // score markers: a crystal of each player on the track
  E.trackLayer.replaceChildren();
  view.players.forEach((p, i) => {
    const x = p.track_space * E.trackStep;
    const g = el("g", { transform: `translate(${x},${-8 - 12 * (i % 2)})`, class: "iq-marker",
      "data-player": String(i), "data-score": String(p.score) }, E.trackLayer);
    crystalShape(g, p.colour, (L.crystal_letter || {})[p.colour], 0.75);
  });
}

function highlight(E, step) {
  const cols = step ? (step.kind === "column" ? [step.column] : step.kind === "after" ? step.columns : []) : [];
  E.colHi.forEach((r, i) => setAttrs(r, { visibility: cols.includes(i + 1) ? "visible" : "hidden" }));
  E.rowHi.forEach((r, i) => setAttrs(r, { visibility: step && step.kind === "row" && step.row === i + 1 ? "visible" : "hidden" }));
}

// ------------------------------------------------------------------------------------------------
// HTML panels: the wall's label, players, piles, the scoring round, the legend
// ------------------------------------------------------------------------------------------------

function changedDrawer(panel, key, draw) {
  let drawn = null;
  return () => {
    const sig = JSON.stringify(key());
    if (sig !== drawn) { panel.replaceChildren(); draw(); drawn = sig; }
  };
}

function wallPanel({ model, host }) {
  const panel = htmlEl("div", "iq-wall-label", host);
  const update = changedDrawer(panel, () => (model.get("view") || {}).wall, () => {
    const wall = (model.get("view") || {}).wall;
    if (!wall) return;
    panel.textContent = wall.label;
    panel.classList.toggle("iq-demo", !!wall.demo);
  });
  return { update };
}

function playersPanel({ model, host }) {
  const panel = htmlEl("section", "iq-panel iq-players", host);
  const update = changedDrawer(panel, () => {
    const v = model.get("view") || {};
    return [v.players, v.current_player, v.drop_holder, v.draw_pile, v.discard_pile, v.drops_left, model.get("labels")];
  }, () => {
    const view = model.get("view") || {};
    const L = model.get("labels") || {};
    panel.style.display = view.players ? "" : "none";   // the wall editor's column has no players
    if (!view.players) return;
    view.players.forEach((p, i) => {
      const card = htmlEl("div", "iq-player", panel);
      card.dataset.player = String(i);
      card.classList.toggle("iq-current", view.current_player === i);
      const head = htmlEl("div", "iq-player-head", card);
      head.append(crystalHtml(p.colour, (L.crystal_letter || {})[p.colour]));
      htmlEl("span", "iq-player-name", head).textContent = p.name;
      htmlEl("span", "iq-small", head).textContent = (L.crystal || {})[p.colour] || p.colour;
      if (view.current_player === i) htmlEl("span", "iq-badge", head).textContent = `${L.crystal_box} · ${L.to_play}`;
      if (view.drop_holder === i) htmlEl("span", "iq-badge iq-badge-drop", head).textContent = L.drop_box;
      const stats = htmlEl("div", "iq-stats", card);
      const score = htmlEl("span", "iq-stat iq-score", stats);
      score.dataset.score = String(p.score);
      score.textContent = `${p.score} ${L.points}`;
      htmlEl("span", "iq-stat", stats).textContent = `${p.crystals_left} ${L.crystals_left}`;
      const hand = htmlEl("div", "iq-hand", card);
      hand.dataset.size = String(p.hand_size);
      htmlEl("span", "iq-small", hand).textContent = `${L.hand}: `;
      if (p.hand == null) {
        const count = htmlEl("span", "iq-hand-count", hand);
        count.textContent = `${p.hand_size} ${L.cards}`;
      } else {
        ["white", "blue", "orange"].forEach((colour, k) => {
          const chip = htmlEl("span", `iq-card iq-card-${colour}`, hand);
          chip.dataset.colour = colour;
          chip.dataset.count = String(p.hand[k]);
          chip.textContent = `${(L.rim_letter || {})[colour]} ×${p.hand[k]}`;
          chip.title = (L.card || {})[colour] || colour;
        });
      }
      const tiles = htmlEl("div", "iq-held", card);
      htmlEl("span", "iq-small", tiles).textContent = `${L.tiles_held}: `;
      if (!p.tiles.length) tiles.append(L.no_tiles);
      for (const t of p.tiles) {
        const chip = htmlEl("span", `iq-chip iq-back-${t.back}`, tiles);
        chip.textContent = t.kind ? t.label : L.face_down;
      }
    });
    const piles = htmlEl("div", "iq-small iq-piles", panel);
    const [w, b, o] = view.discard_pile || [0, 0, 0];
    const letters = L.rim_letter || {};
    piles.textContent = `${L.draw_pile}: ${view.draw_pile} · ${L.discard_pile}: ${letters.white} ${w}, `
      + `${letters.blue} ${b}, ${letters.orange} ${o} · ${L.drops_left}: ${view.drops_left}`;
  });
  return { update };
}

const HANDLES = new WeakMap();

function scoringPanel({ model, host }) {
  const panel = htmlEl("section", "iq-panel iq-scoring", host);
  panel.hidden = true;
  let index = 0;
  let shownPly = null;
  let timer = null;                       // Play: the round steps forward by itself until the last step or Stop
  const stop = () => { if (timer !== null) { clearInterval(timer); timer = null; } };
  function play(count) {
    if (index >= count - 1) index = 0;
    timer = setInterval(() => {
      if (index >= count - 1) { stop(); } else { index += 1; }
      draw();
    }, (model.get("scoring") || {}).step_ms || 2000);
  }
  function draw() {
    const data = model.get("scoring") || {};
    const L = model.get("labels") || {};
    const steps = data.steps || [];
    const E = HANDLES.get(host.closest(".gb-board"));
    if (data.ply !== shownPly) { stop(); index = 0; shownPly = data.ply; }
    panel.replaceChildren();
    panel.hidden = steps.length === 0;
    if (!steps.length) { stop(); if (E) highlight(E, null); return; }
    index = Math.max(0, Math.min(index, steps.length - 1));
    const step = steps[index];
    htmlEl("div", "iq-h", panel).textContent = data.title;
    htmlEl("div", "iq-small", panel).textContent = data.move;
    const nav = htmlEl("div", "iq-nav", panel);
    const prev = htmlEl("button", "gb-button iq-prev", nav);
    prev.type = "button";
    prev.textContent = L.prev;
    prev.disabled = index === 0;
    const count = htmlEl("span", "iq-step-count", nav);
    count.textContent = (L.step_of || "{n}/{total}").replace("{n}", String(index + 1)).replace("{total}", String(steps.length));
    const next = htmlEl("button", "gb-button iq-next", nav);
    next.type = "button";
    next.textContent = L.next;
    next.disabled = index === steps.length - 1;
    const toggle = htmlEl("button", "gb-button iq-play", nav);
    toggle.type = "button";
    toggle.textContent = timer === null ? L.play : L.stop;
    toggle.setAttribute("aria-pressed", timer === null ? "false" : "true");
    panel.dataset.playing = timer === null ? "false" : "true";
    prev.addEventListener("click", () => { stop(); index -= 1; draw(); });
    next.addEventListener("click", () => { stop(); index += 1; draw(); });
    toggle.addEventListener("click", () => { if (timer === null) play(steps.length); else stop(); draw(); });
    const box = htmlEl("div", `iq-step iq-step-${step.kind}`, panel);
    box.dataset.kind = step.kind;
    box.dataset.index = String(index);
    htmlEl("div", "iq-step-title", box).textContent = step.title;
    const list = htmlEl("ul", "", box);
    for (const line of step.lines) htmlEl("li", "", list).textContent = line;
    if (E) highlight(E, step);
  }
  return { update: draw, destroy: stop };
}

function legendPanel({ model, host }) {
  const panel = htmlEl("details", "iq-panel iq-legend", host);
  const update = changedDrawer(panel, () => [model.get("labels")], () => {
    const L = model.get("labels") || {};
    htmlEl("summary", "iq-h", panel).textContent = L.legend;
    const list = htmlEl("ul", "", panel);
    htmlEl("li", "", list).textContent = L.legend_frame;
    const rims = htmlEl("li", "", list);
    rims.append(`${L.legend_rims} `);
    for (const colour of ["white", "blue", "orange"]) {
      const s = htmlEl("span", `iq-card iq-card-${colour}`, rims);
      s.textContent = `${(L.rim_letter || {})[colour]} ${(L.rim || {})[colour]}`;
    }
    const crystals = htmlEl("li", "", list);
    crystals.append(`${L.legend_crystals} `);
    for (const colour of ["red", "yellow", "purple", "green"]) {
      crystals.append(crystalHtml(colour, (L.crystal_letter || {})[colour]), ` ${(L.crystal || {})[colour]}  `);
    }
  });
  return { update };
}

export default makeBoard({
  className: "iquazu-board",
  viewBox: [1100, IQ_H],
  // the wall editor's column (view.editor) is rebuilt on every change: a few alcoves
  signature: (view) => (view.editor ? `editor|${JSON.stringify(view.editor)}`
    : `${view.players.length}|${view.W}|${view.wall.name}|${view.layout.join(",")}`),
  build: (svg, view, labels) => {
    const E = view.editor ? buildEditorColumn(svg, view, labels) : buildWall(svg, view, labels);
    HANDLES.set(svg.closest(".gb-board"), E);
    return E;
  },
  update: (E, view, labels) => (E.editor ? updateEditorColumn(E, view, labels) : updateWall(E, view, labels)),
  anchor: (node) => node.querySelector(".iq-niche") || node,
  panels: [wallPanel, scoringPanel, playersPanel, legendPanel],
  panelTraits: ["view", "scoring"],
});
