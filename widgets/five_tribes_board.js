// Five Tribes board — drawing only (companion/five_tribes/ui/board.py is the Python side).
//
// Joined after widgets/base_board.js into one ES module (companion.ui.board.board_module): the base loop
// handles clicks, keyboard, highlights of live targets, the buttons row, the refusal callout and hover
// tips, and provides el / setAttrs / setText / htmlEl. This file draws the view Python sends
// (companion.five_tribes.ui.board.board_view) and marks the elements that carry target keys:
//   SVG   data-target="tile:<a1..f5>"             a tile of the Sultanate (5 rows × 6 columns)
//         data-target="kill:<tile>:<tribe>"       a meeple on a tile (only while the assassins choose)
//         data-target="drop:<tribe>"              a meeple in hand (the strip under the Sultanate)
//   HTML  data-target="bid:<cost>"                a spot of the Turn Order track
//         data-target="card:<slot>"               a card of the market row (1 = first)
//         data-target="djinn:<name>" / "keep:<name>"   a face-up djinn / a djinn drawn with Sibittis
//         data-target="killheld:<player>:<tribe>" a vizier or elder in front of a player
//         data-target="sell:<kind>+<kind>…"       the sale panel's Sell button (one legal suit)
// Every meeple shows its colour AND its tribe's letter; camels and turn markers show the player's colour
// AND seat number; a tile's point value is a round badge (red value) or a square one (blue value).
// The `arrows` traitlet (the move advisor's hook) draws arrows from a tile along a path, with a label; the
// `advice_view` traitlet fills the panel that explains each suggested turn line by line.

const OX = 24;            // left edge of the grid (row numbers to its left)
const OY = 24;            // top edge of the grid (column letters above it)
const TW = 100;           // tile width
const TH = 124;           // tile height
const GAP = 4;
const FT_W = OX + 6 * TW + 5 * GAP + 8;
const STRIP_Y = OY + 5 * TH + 4 * GAP + 12;   // the hand strip under the grid
const FT_H = STRIP_Y + 84 + 8;
const TRIBES = ["vizier", "elder", "merchant", "builder", "assassin"];
const MEEPLE_FILL = { vizier: "#f2c200", elder: "#f7f4ea", merchant: "#2e8b3a", builder: "#2f7fd1", assassin: "#c62828" };
const MEEPLE_INK = { vizier: "#2b2418", elder: "#2b2418", merchant: "#ffffff", builder: "#ffffff", assassin: "#ffffff" };
// fixed place of each tribe on a tile (so the place is one more cue besides colour and letter)
const SLOT = { vizier: [18, 51], elder: [66, 51], merchant: [18, 80], builder: [66, 80], assassin: [18, 109] };
const PLAYER_FILL = { pink: "#d6336c", blue: "#1c4fa0", black: "#2b2b2b", purple: "#7b3fa0" };
const KIND_FILL = { large_market: "#efd6a0", small_market: "#f6e6bf", oasis: "#cfe6bd", village: "#d3dbe8",
  sacred_place: "#e2d3ee" };
const CAMEL_PATH = "M-15,5 C-16,-3 -12,-6 -8,-6 C-6,-13 1,-13 3,-6 C6,-6 7,-7 8,-10 L9,-14 L15,-14 L17,-11 "
  + "L12,-10 L11,-4 C11,2 9,5 6,5 L6,12 L3,12 L3,6 L-8,6 L-8,12 L-11,12 L-11,5 Z";
const PALM_LEAVES = "M0,-4 C-4,-9 -9,-7 -10,-3 C-7,-5 -3,-5 0,-4 Z M0,-4 C4,-9 9,-7 10,-3 C7,-5 3,-5 0,-4 Z "
  + "M0,-4 C-2,-9 2,-12 5,-11 C2,-9 0,-7 0,-4 Z";
const PALACE_PATH = "M-9,8 V0 H-7 C-7,-6 7,-6 7,0 H9 V8 Z";

function tileName(t) { return "abcdef"[t % 6] + String(Math.floor(t / 6) + 1); }
function tileIndex(name) { return (Number(name[1]) - 1) * 6 + "abcdef".indexOf(name[0]); }
function tileXY(t) { return [OX + (t % 6) * (TW + GAP), OY + Math.floor(t / 6) * (TH + GAP)]; }
function tileCentre(name) {
  const [x, y] = tileXY(tileIndex(name));
  return [x + TW / 2, y + TH / 2 + 4];
}

// a meeple: coloured disc + the tribe's letter; returns {g, disc, text}
function meeple(parent, x, y, r, tribe, labels) {
  const g = el("g", { transform: `translate(${x},${y})`, class: `ft-meeple ft-m-${tribe}` }, parent);
  const disc = el("circle", { r, class: "ft-meeple-disc", fill: MEEPLE_FILL[tribe] }, g);
  const text = el("text", { class: "ft-meeple-letter", "text-anchor": "middle", dy: "0.36em",
    "font-size": r * 1.15, fill: MEEPLE_INK[tribe] }, g);
  setText(text, (labels.tribe_letter || {})[tribe] || "?");
  return { g, disc, text };
}

// a player's token (camel or turn marker) in HTML: colour + seat number
function tokenHtml(player, view, cls = "") {
  const p = view.players[player] || {};
  const span = htmlEl("span", `ft-token ft-c-${p.colour || "none"} ${cls}`);
  span.textContent = String(player + 1);
  span.title = p.name || "";
  return span;
}

function kindIcon(parent, kind) {
  const g = el("g", { class: "ft-kind-icon" }, parent);
  if (kind === "large_market") {
    el("rect", { x: -10, y: -8, width: 11, height: 15, rx: 2, transform: "rotate(-14)", class: "ft-icon-card" }, g);
    el("rect", { x: -1, y: -8, width: 11, height: 15, rx: 2, transform: "rotate(12)", class: "ft-icon-card" }, g);
  } else if (kind === "small_market") {
    el("rect", { x: -5.5, y: -8, width: 11, height: 15, rx: 2, class: "ft-icon-card" }, g);
  } else if (kind === "oasis") {
    el("ellipse", { cx: 0, cy: 3, rx: 11, ry: 5.5, class: "ft-icon-water" }, g);
    el("path", { d: "M-6,3 C-3,1 0,5 3,3 C5,2 6,3 7,3", class: "ft-icon-wave" }, g);
  } else if (kind === "village") {
    el("path", { d: "M-11,8 V0 L-5,-6 L1,0 V8 Z M2,8 V-2 L7,-8 L12,-2 V8 Z", class: "ft-icon-house" }, g);
  } else {
    el("path", { d: "M-11,3 C-7,9 6,9 9,3 L13,0 L9,0 C7,-3 -8,-3 -11,3 Z", class: "ft-icon-lamp" }, g);
    el("path", { d: "M-1,-3 C-4,-6 -1,-10 0,-12 C1,-9 4,-6 1,-3 Z", class: "ft-icon-flame" }, g);
  }
  return g;
}

function palmIcon(parent, x, y, scale = 1.35) {
  const g = el("g", { transform: `translate(${x},${y}) scale(${scale})`, class: "ft-palm" }, parent);
  el("path", { d: "M0,9 L0,-4", class: "ft-palm-trunk" }, g);
  el("path", { d: PALM_LEAVES, class: "ft-palm-leaves" }, g);
  return g;
}

function palaceIcon(parent, x, y, scale = 1.3) {
  const g = el("g", { transform: `translate(${x},${y}) scale(${scale})`, class: "ft-palace" }, parent);
  el("path", { d: PALACE_PATH, class: "ft-palace-body" }, g);
  el("path", { d: "M0,-5 V-10", class: "ft-palace-spire" }, g);
  return g;
}

// ------------------------------------------------------------------------------------------------
// the SVG: built once per player count / language, then updated
// ------------------------------------------------------------------------------------------------

function buildSultanate(svg, view, labels) {
  const L = labels;
  const E = { tiles: [], hand: {} };
  el("rect", { x: 0, y: 0, width: FT_W, height: FT_H, rx: 14, class: "ft-paper" }, svg);
  el("rect", { x: OX - 6, y: OY - 6, width: 6 * TW + 5 * GAP + 12, height: 5 * TH + 4 * GAP + 12, rx: 12,
    class: "ft-sand" }, svg);
  for (let col = 0; col < 6; col++) {
    const t = el("text", { x: OX + col * (TW + GAP) + TW / 2, y: OY - 9, class: "ft-axis", "text-anchor": "middle" }, svg);
    setText(t, "abcdef"[col]);
  }
  for (let row = 0; row < 5; row++) {
    const t = el("text", { x: OX - 13, y: OY + row * (TH + GAP) + TH / 2, dy: "0.35em", class: "ft-axis",
      "text-anchor": "middle" }, svg);
    setText(t, String(row + 1));
  }
  view.tiles.forEach((tile, t) => {
    const [x, y] = tileXY(t);
    const name = tileName(t);
    const g = el("g", { transform: `translate(${x},${y})`, class: `ft-tile ft-kind-${tile.kind}`,
      "data-target": `tile:${name}`, "data-tile": name }, svg);
    const bg = el("rect", { width: TW, height: TH, rx: 9, class: "ft-tile-bg", fill: KIND_FILL[tile.kind] || "#eee" }, g);
    // shown only while the page marks this tile (base loop: class gb-marked), e.g. a lesson's 3 × 3 block
    el("rect", { x: 5, y: 5, width: TW - 10, height: TH - 10, rx: 6, class: "ft-mark" }, g);
    const badge = el("g", { transform: "translate(18,18)", class: `ft-value ${tile.blue ? "ft-blue" : "ft-red"}` }, g);
    if (tile.blue) el("rect", { x: -14, y: -14, width: 28, height: 28, rx: 4, class: "ft-value-shape" }, badge);
    else el("circle", { r: 14.5, class: "ft-value-shape" }, badge);
    setText(el("text", { class: "ft-value-text", "text-anchor": "middle", dy: "0.36em" }, badge), String(tile.points));
    kindIcon(el("g", { transform: "translate(46,18)" }, g), tile.kind);
    const camel = el("g", { transform: "translate(82,21) scale(1.2)", class: "ft-camel", visibility: "hidden" }, g);
    const camelBody = el("path", { d: CAMEL_PATH, class: "ft-camel-body" }, camel);
    const camelSeat = el("text", { x: -2, y: 2.5, class: "ft-camel-seat", "text-anchor": "middle" }, camel);
    const meeples = {};
    for (const tribe of TRIBES) {
      const [mx, my] = SLOT[tribe];
      const m = meeple(g, mx, my, 15, tribe, L);
      const count = el("text", { x: mx + 17, y: my, dy: "0.36em", class: "ft-count" }, g);
      meeples[tribe] = { ...m, count };
    }
    const palm = palmIcon(g, 62, 110);
    const palmCount = el("text", { x: 76, y: 99, class: "ft-piece-count", "text-anchor": "middle" }, g);
    const palace = palaceIcon(g, 86, 111);
    const palaceCount = el("text", { x: 97, y: 99, class: "ft-piece-count", "text-anchor": "end" }, g);
    E.tiles.push({ g, bg, camel, camelBody, camelSeat, meeples, palm, palmCount, palace, palaceCount, name });
  });

  // the meeple move: its path, the start, the hand's tile and the final tile
  E.pathLayer = el("g", { class: "ft-path-layer" }, svg);
  E.path = el("polyline", { class: "ft-path", "marker-end": "url(#ft-arrowhead)" }, E.pathLayer);
  E.startRing = el("rect", { width: TW - 8, height: TH - 8, rx: 8, class: "ft-start-ring", visibility: "hidden" }, E.pathLayer);
  E.posRing = el("rect", { width: TW - 4, height: TH - 4, rx: 9, class: "ft-pos-ring", visibility: "hidden" }, E.pathLayer);
  const defs = el("defs", {}, svg);
  const marker = el("marker", { id: "ft-arrowhead", viewBox: "0 0 10 10", refX: 7, refY: 5, markerWidth: 5,
    markerHeight: 5, orient: "auto-start-reverse" }, defs);
  el("path", { d: "M0,0 L10,5 L0,10 Z", class: "ft-arrowhead" }, marker);
  const marker2 = el("marker", { id: "ft-advice-head", viewBox: "0 0 10 10", refX: 7, refY: 5, markerWidth: 4,
    markerHeight: 4, orient: "auto-start-reverse" }, defs);
  el("path", { d: "M0,0 L10,5 L0,10 Z", class: "ft-advice-arrowhead" }, marker2);
  E.arrows = el("g", { class: "ft-arrows" }, svg);

  // the hand strip
  const strip = el("g", { transform: `translate(0,${STRIP_Y})`, class: "ft-strip" }, svg);
  el("rect", { x: OX - 6, y: 0, width: 6 * TW + 5 * GAP + 12, height: 84, rx: 12, class: "ft-strip-bg" }, strip);
  E.stripLabel = el("text", { x: OX + 6, y: 42, dy: "0.35em", class: "ft-strip-label" }, strip);
  E.stripNote = el("text", { x: OX + 120, y: 42, dy: "0.35em", class: "ft-strip-note" }, strip);
  TRIBES.forEach((tribe, i) => {
    const g = el("g", { transform: `translate(${OX + 110 + i * 98},6)`, class: "ft-hand", "data-target": `drop:${tribe}`,
      visibility: "hidden" }, strip);
    el("rect", { width: 92, height: 72, rx: 12, class: "ft-hand-bg" }, g);
    meeple(g, 26, 36, 18, tribe, L);
    const count = el("text", { x: 48, y: 36, dy: "0.36em", class: "ft-hand-count" }, g);
    const title = el("title", {}, g);
    title.textContent = (L.tribe_title || {})[tribe] || tribe;
    E.hand[tribe] = { g, count };
  });
  return E;
}

function updateSultanate(E, view, labels) {
  const L = labels;
  const pend = view.pending || {};
  const assassins = pend.decision === "assassins";
  view.tiles.forEach((tile, t) => {
    const e = E.tiles[t];
    if (!e) return;
    let total = 0;
    for (const tribe of TRIBES) {
      const k = tile.meeples[tribe] || 0;
      total += k;
      const m = e.meeples[tribe];
      setAttrs(m.g, { visibility: k ? "visible" : "hidden" });
      setAttrs(m.count, { visibility: k ? "visible" : "hidden" });
      setText(m.count, k ? String(k) : "");
      // while the assassins choose, each meeple is a target of its own (kill:<tile>:<tribe>)
      const key = `kill:${e.name}:${tribe}`;
      if (assassins && k) { if (m.g.dataset.target !== key) m.g.dataset.target = key; }
      else if (m.g.dataset.target) { delete m.g.dataset.target; m.g.removeAttribute("tabindex"); m.g.removeAttribute("role"); m.g.classList.remove("gb-live", "gb-selected", "gb-refused"); }
    }
    e.g.dataset.meeples = TRIBES.map((tr) => tile.meeples[tr] || 0).join(",");
    // what a screen reader says of the tile: name, kind, value, meeples (letter and count), camel's seat
    const held = TRIBES.filter((tr) => tile.meeples[tr]).map((tr) => `${(L.tribe_letter || {})[tr]}${tile.meeples[tr]}`);
    const owner = tile.camel == null ? "" : ` · ${L.camel} ${tile.camel + 1}`;
    setAttrs(e.g, { "aria-label": `${e.name} · ${(L.kind || {})[tile.kind] || tile.kind} · ${tile.points} ${L.vp}`
      + (held.length ? ` · ${held.join(" ")}` : "") + owner });
    e.g.dataset.total = String(total);
    if (tile.camel == null) {
      setAttrs(e.camel, { visibility: "hidden" });
      e.g.dataset.owner = "";
    } else {
      const p = view.players[tile.camel] || {};
      setAttrs(e.camel, { visibility: "visible" });
      setAttrs(e.camelBody, { fill: PLAYER_FILL[p.colour] || "#777" });
      setText(e.camelSeat, String(tile.camel + 1));
      e.g.dataset.owner = String(tile.camel);
    }
    setAttrs(e.palm, { visibility: tile.palm_trees ? "visible" : "hidden" });
    setText(e.palmCount, tile.palm_trees > 1 ? String(tile.palm_trees) : "");
    setAttrs(e.palace, { visibility: tile.palaces ? "visible" : "hidden" });
    setText(e.palaceCount, tile.palaces > 1 ? String(tile.palaces) : "");
    e.g.dataset.palms = String(tile.palm_trees);
    e.g.dataset.palaces = String(tile.palaces);
    e.g.classList.toggle("ft-final", pend.final === e.name);
  });

  // the path of the meeple move: start → each tile entered
  const path = pend.path || [];
  if (path.length) {
    const pts = path.map((name) => tileCentre(name).map((v) => v.toFixed(1)).join(","));
    setAttrs(E.path, { points: pts.join(" "), visibility: path.length > 1 ? "visible" : "hidden" });
    const [sx, sy] = tileXY(tileIndex(path[0]));
    setAttrs(E.startRing, { x: sx + 4, y: sy + 4, visibility: "visible" });
  } else {
    setAttrs(E.path, { points: "", visibility: "hidden" });
    setAttrs(E.startRing, { visibility: "hidden" });
  }
  E.pathLayer.dataset.path = path.join(" ");
  if (pend.position) {
    const [px, py] = tileXY(tileIndex(pend.position));
    setAttrs(E.posRing, { x: px + 2, y: py + 2, visibility: "visible" });
  } else {
    setAttrs(E.posRing, { visibility: "hidden" });
  }

  // the hand strip: the meeples in hand (drop targets), or what the move collected
  const hand = pend.hand || {};
  const moving = pend.decision === "step" || pend.decision === "drop";
  setText(E.stripLabel, moving ? L.hand : (pend.collected ? L.collected : ""));
  let shown = 0;
  TRIBES.forEach((tribe, i) => {
    const e = E.hand[tribe];
    let k = moving ? hand[tribe] || 0 : 0;
    if (!moving && pend.collected && pend.collected.tribe === tribe) k = pend.collected.n;
    setAttrs(e.g, { visibility: k ? "visible" : "hidden", transform: `translate(${OX + 110 + shown * 98},6)` });
    if (k) shown += 1;
    setText(e.count, k ? `×${k}` : "");
    setAttrs(e.g, { "aria-label": `${(L.tribe_title || {})[tribe] || tribe} ×${k}` });
    e.g.dataset.count = String(k);
    e.g.classList.toggle("ft-collected", !moving);
  });
  setText(E.stripNote, !moving && pend.collected && pend.final ? `${pend.final}` : "");
  setAttrs(E.stripNote, { x: OX + 110 + shown * 98 + 8 });
}

function drawArrows(E, arrows) {
  E.arrows.replaceChildren();
  (arrows || []).forEach((a, i) => {
    const tiles = [a.from, ...(a.path || [])];
    const off = (i % 3 - 1) * 7;            // several arrows side by side stay apart
    const pts = tiles.map((name) => tileCentre(name).map((v) => v + off));
    const g = el("g", { class: "ft-advice", "data-from": a.from, "data-index": String(i) }, E.arrows);
    if (pts.length > 1) {
      el("polyline", { points: pts.map((p) => p.map((v) => v.toFixed(1)).join(",")).join(" "), class: "ft-advice-line",
        "marker-end": "url(#ft-advice-head)" }, g);
    }
    el("circle", { cx: pts[0][0], cy: pts[0][1], r: 7, class: "ft-advice-start" }, g);
    if (a.label) {
      const [lx, ly] = pts[pts.length - 1];
      // the label stays inside the board: towards the centre from the arrow's end
      const anchor = lx > FT_W * 0.6 ? "end" : lx < FT_W * 0.4 ? "start" : "middle";
      const x = anchor === "end" ? lx + 30 : anchor === "start" ? lx - 30 : lx;
      const text = el("text", { x: Math.min(Math.max(x, 8), FT_W - 8), y: ly - 22, class: "ft-advice-label",
        "text-anchor": anchor }, g);
      setText(text, a.label);
    }
  });
}

// ------------------------------------------------------------------------------------------------
// HTML panels: tracks, market row and djinns, players, sale, legend (drawn from the view only)
// ------------------------------------------------------------------------------------------------

// panels are redrawn by panelDrawer (base_board.js) when their data changes

function heading(parent, text) {
  const h = htmlEl("div", "ft-h", parent);
  h.textContent = text;
  return h;
}

function tracksPanel({ model, host }) {
  const panel = htmlEl("section", "ft-panel ft-tracks", host);
  const update = panelDrawer(model, panel, () => {
    const v = model.get("view") || {};
    return [v.turn_track, v.bid_track, v.current_marker, v.players && v.players.map((p) => p.colour), model.get("labels")];
  }, () => {
    const view = model.get("view") || {};
    const L = model.get("labels") || {};
    if (!view.turn_track) return;
    heading(panel, L.turn_order);
    const spots = htmlEl("div", "ft-spots", panel);
    view.turn_track.forEach((s, i) => {
      const cost = [18, 12, 8, 5, 3, 1, 0, 0, 0][i];
      const b = htmlEl("button", "ft-spot", spots);
      b.type = "button";
      b.dataset.target = `bid:${cost}`;
      b.dataset.spot = String(i);
      htmlEl("span", "ft-cost", b).textContent = String(cost);
      if (s) {
        b.append(tokenHtml(s.player, view, s.marker === view.current_marker ? "ft-current" : ""));
        b.dataset.marker = String(s.marker);
      }
    });
    heading(panel, L.bid_order);
    const order = htmlEl("div", "ft-spots ft-bid-spots", panel);
    view.bid_track.forEach((s, i) => {
      const d = htmlEl("div", "ft-spot ft-bid-spot", order);
      htmlEl("span", "ft-cost", d).textContent = String(i + 1);
      if (s) {
        d.append(tokenHtml(s.player, view, s.marker === view.current_marker ? "ft-current" : ""));
        d.dataset.marker = String(s.marker);
      }
    });
  });
  return { update };
}

function marketPanel({ model, host }) {
  const panel = htmlEl("section", "ft-panel ft-market", host);
  const update = panelDrawer(model, panel, () => {
    const v = model.get("view") || {};
    const p = v.pending || {};
    return [v.row, v.djinn_row, v.draw_pile, v.djinn_pile, v.supply, p.market, p.sibittis, model.get("labels")];
  }, () => {
    const view = model.get("view") || {};
    const L = model.get("labels") || {};
    if (!view.row) return;
    const pend = view.pending || {};
    heading(panel, L.market);
    const row = htmlEl("div", "ft-row", panel);
    const reach = pend.market ? pend.market.reach : 9;
    view.row.forEach((kind, i) => {
      const b = htmlEl("button", `ft-card ft-k-${kind}`, row);
      b.type = "button";
      b.dataset.target = `card:${i + 1}`;
      b.dataset.kind = kind;
      b.classList.toggle("ft-out-of-reach", i >= reach);
      htmlEl("span", "ft-slot", b).textContent = String(i + 1);
      htmlEl("span", "ft-cname", b).textContent = (L.card || {})[kind] || kind;
    });
    const info = htmlEl("div", "ft-small", panel);
    info.textContent = `${L.draw_pile}: ${view.draw_pile} · ${L.djinn_pile}: ${view.djinn_pile} · ${L.supply}: `
      + `${L.palm} ${view.supply.palm_trees}, ${L.palace} ${view.supply.palaces}`;
    heading(panel, L.djinns);
    const djinns = htmlEl("div", "ft-djinns", panel);
    const card = (name, key, parent) => {
      const b = htmlEl("button", "ft-djinn", parent);
      b.type = "button";
      b.dataset.target = key;
      b.dataset.djinn = name;
      const top = htmlEl("span", "ft-djinn-top", b);
      htmlEl("span", "ft-djinn-name", top).textContent = name;
      htmlEl("span", "ft-djinn-vp", top).textContent = `${(L.djinn_vp || {})[name]} ${L.vp}`;
      htmlEl("span", "ft-djinn-power", b).textContent = (L.djinn_power || {})[name] || "";
    };
    for (const name of view.djinn_row) card(name, `djinn:${name}`, djinns);
    if ((pend.sibittis || []).length) {
      heading(panel, L.drawn);
      const drawn = htmlEl("div", "ft-djinns", panel);
      for (const name of pend.sibittis) card(name, `keep:${name}`, drawn);
    }
  });
  return { update };
}

function playersPanel({ model, host }) {
  const panel = htmlEl("section", "ft-panel ft-players", host);
  const update = panelDrawer(model, panel, () => {
    const v = model.get("view") || {};
    return [v.players, v.current_player, model.get("labels")];
  }, () => {
    const view = model.get("view") || {};
    const L = model.get("labels") || {};
    if (!view.players) return;
    heading(panel, L.players);
    view.players.forEach((p, i) => {
      const card = htmlEl("div", "ft-player", panel);
      card.dataset.player = String(i);
      card.classList.toggle("ft-current", view.current_player === i);
      const head = htmlEl("div", "ft-player-head", card);
      head.append(tokenHtml(i, view));
      htmlEl("span", "ft-player-name", head).textContent = p.name;
      htmlEl("span", "ft-small", head).textContent = (L.colour || {})[p.colour] || p.colour;
      if (view.current_player === i) htmlEl("span", "ft-badge", head).textContent = L.to_play;
      const stats = htmlEl("div", "ft-stats", card);
      const gold = htmlEl("span", "ft-stat ft-gold", stats);
      gold.dataset.gold = p.gold == null ? "" : String(p.gold);
      gold.textContent = `${L.gold}: ${p.gold == null ? L.hidden : p.gold}`;
      for (const tribe of ["vizier", "elder"]) {
        const b = htmlEl("button", `ft-stat ft-held ft-held-${tribe}`, stats);
        b.type = "button";
        b.dataset.target = `killheld:${i}:${tribe}`;
        const m = htmlEl("span", `ft-mini ft-m-${tribe}`, b);
        m.textContent = (L.tribe_letter || {})[tribe] || "?";
        b.append(` ${tribe === "vizier" ? p.viziers : p.elders}`);
        b.title = `${tribe === "vizier" ? L.viziers : L.elders}: ${tribe === "vizier" ? p.viziers : p.elders}`;
        b.setAttribute("aria-label", b.title);
      }
      const camels = htmlEl("span", "ft-stat", stats);
      camels.textContent = `${L.camels}: ${p.camels_left}`;
      const cards = htmlEl("div", "ft-held-cards", card);
      htmlEl("span", "ft-small", cards).textContent = `${L.cards}: `;
      if (p.cards == null) {
        cards.append(String(p.card_count));
      } else if (!Object.keys(p.cards).length) {
        cards.append(L.no_cards);
      } else {
        for (const [kind, k] of Object.entries(p.cards)) {
          const c = htmlEl("span", `ft-chip ft-k-${kind}`, cards);
          c.textContent = `${(L.card || {})[kind] || kind} ×${k}`;
        }
      }
      const djinns = htmlEl("div", "ft-held-djinns", card);
      htmlEl("span", "ft-small", djinns).textContent = `${L.djinns}: `;
      if (!p.djinns.length) djinns.append(L.no_djinns);
      for (const name of p.djinns) {
        const c = htmlEl("span", "ft-chip ft-djinn-chip", djinns);
        c.textContent = `${name} (${(L.djinn_vp || {})[name]})`;
        c.title = (L.djinn_power || {})[name] || "";
      }
    });
  });
  return { update };
}

function salePanel({ model, host }) {
  const panel = htmlEl("section", "ft-panel ft-sale", host);
  panel.hidden = true;
  let chosen = new Set();
  let owner = null;
  function draw() {
    const data = model.get("sale") || {};
    const L = model.get("labels") || {};
    const options = data.options || [];
    const who = JSON.stringify([data.player, data.held]);
    if (who !== owner) chosen = new Set();
    owner = who;
    panel.replaceChildren();
    panel.hidden = options.length === 0;
    if (panel.hidden) return;
    heading(panel, data.title);
    htmlEl("div", "ft-small", panel).textContent = L.sale_hint;
    const kinds = htmlEl("div", "ft-row", panel);
    for (const [kind, k] of Object.entries(data.held || {})) {
      const b = htmlEl("button", `ft-card ft-k-${kind}`, kinds);
      b.type = "button";
      b.dataset.sellKind = kind;
      b.setAttribute("aria-pressed", chosen.has(kind) ? "true" : "false");
      b.classList.toggle("ft-chosen", chosen.has(kind));
      htmlEl("span", "ft-cname", b).textContent = `${(L.card || {})[kind] || kind} ×${k}`;
      b.addEventListener("click", () => { if (chosen.has(kind)) chosen.delete(kind); else chosen.add(kind); draw(); });
    }
    const order = Object.keys(data.held || {});
    const suit = order.filter((k) => chosen.has(k));
    const option = options.find((o) => JSON.stringify(o.kinds) === JSON.stringify(suit));
    const sell = htmlEl("button", "gb-button ft-sell", panel);
    sell.type = "button";
    sell.textContent = option ? `${L.sell}: ${option.gold}` : L.sell;
    if (option) sell.dataset.target = option.key;    // the base loop sends it like any live target
    sell.disabled = !option;
  }
  return { update: draw };
}

// the advisor's explanation beside the Sultanate: per suggested turn its number (the arrow's), headline,
// explanation lines and warnings, all translated by Python (traitlet `advice_view`; empty: hidden)
function advicePanel({ model, host }) {
  const panel = htmlEl("section", "ft-panel ft-advice-panel", host);
  panel.hidden = true;
  const update = panelDrawer(model, panel, () => [model.get("advice_view")], () => {
    const data = model.get("advice_view") || {};
    const turns = data.turns || [];
    panel.hidden = turns.length === 0;
    if (panel.hidden) return;
    heading(panel, data.title);
    htmlEl("div", "ft-small", panel).textContent = data.note;
    const list = htmlEl("ol", "ft-advice-list", panel);
    for (const turn of turns) {
      const li = htmlEl("li", "ft-advice-turn", list);
      li.dataset.advice = String(turn.number);
      const head = htmlEl("div", "ft-advice-head", li);
      head.textContent = `${turn.headline} (${(turn.tiles || []).join(" → ")})`;
      const lines = htmlEl("ul", "ft-advice-lines", li);
      for (const line of turn.lines || []) htmlEl("li", "", lines).textContent = line;
      for (const line of turn.warnings || []) htmlEl("li", "ft-advice-warning", lines).textContent = line;
    }
  });
  return { update };
}

function legendPanel({ model, host }) {
  const panel = htmlEl("details", "ft-panel ft-legend", host);
  const update = panelDrawer(model, panel, () => [model.get("labels")], () => {
    const L = model.get("labels") || {};
    htmlEl("summary", "ft-h", panel).textContent = L.legend;
    const list = htmlEl("ul", "", panel);
    for (const kind of ["large_market", "small_market", "oasis", "village", "sacred_place"]) {
      const li = htmlEl("li", "", list);
      const svg = el("svg", { viewBox: "-14 -14 28 28", width: 26, height: 26, class: "ft-legend-icon" });
      kindIcon(svg, kind);
      li.append(svg, ` ${(L.kind || {})[kind]}: ${(L.kind_action || {})[kind]}`);
    }
    for (const [blue, text] of [[false, L.red_value], [true, L.blue_value]]) {
      const li = htmlEl("li", "", list);
      const svg = el("svg", { viewBox: "-14 -14 28 28", width: 24, height: 24, class: "ft-legend-icon" });
      const badge = el("g", { class: `ft-value ${blue ? "ft-blue" : "ft-red"}` }, svg);
      if (blue) el("rect", { x: -12, y: -12, width: 24, height: 24, rx: 4, class: "ft-value-shape" }, badge);
      else el("circle", { r: 12.5, class: "ft-value-shape" }, badge);
      li.append(svg, ` ${text}`);
    }
    const meeples = htmlEl("li", "", list);
    meeples.append(`${L.meeples}: `);
    for (const tribe of TRIBES) {
      const m = htmlEl("span", `ft-mini ft-m-${tribe}`, meeples);
      m.textContent = (L.tribe_letter || {})[tribe] || "?";
      meeples.append(` ${(L.tribe_title || {})[tribe]}  `);
    }
  });
  return { update };
}

// the SVG handle of each board (root element → handle), so the arrows layer can be redrawn from a panel
const HANDLES = new WeakMap();

// the advisor's arrows: redrawn whenever the traitlet (or the SVG, after a rebuild) changes
function arrowsLayer({ model, host }) {
  const root = host.closest(".gb-board");
  return { update: () => { const E = HANDLES.get(root); if (E) drawArrows(E, model.get("arrows")); } };
}

export default makeBoard({
  className: "five-tribes-board gb-side-panels",
  viewBox: [FT_W, FT_H],
  signature: (view) => `${view.players.length}|${view.tiles.map((t) => t.kind + t.points).join(",")}`,
  build: (svg, view, labels) => {
    const E = buildSultanate(svg, view, labels);
    HANDLES.set(svg.closest(".gb-board"), E);
    return E;
  },
  update: updateSultanate,
  // notes point at a tile's face or a meeple in hand
  anchor: (node) => node.querySelector(".ft-tile-bg, .ft-hand-bg") || node,
  panels: [arrowsLayer, advicePanel, salePanel, tracksPanel, marketPanel, playersPanel, legendPanel],
  panelTraits: ["view", "sale", "arrows", "advice_view", "error", "error_target"],
});
