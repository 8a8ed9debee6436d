// World Wonders board — drawing only (companion/world_wonders/ui/board.py and ui/city_scoring.py are the Python side).
//
// Joined after widgets/base_board.js into one ES module (companion.ui.board.board_module): the base loop
// handles clicks, keyboard, highlights of live targets, the buttons row, the refusal callout and hover tips,
// and provides el / setAttrs / setText / htmlEl. This file draws the view Python sends and marks the elements
// that carry target keys:
//   SVG   data-target="cell:<row>,<col>"     a cell of the city shown (row 0 at the top; the sidewalk below)
//   HTML  data-target="buy tile <stack>" …   a purchase of the market, in the engine's move notation
//         data-target="paint:<tool>"         a painting tool ("score my city" mode)
// Building tiles show their type by colour AND letter (B F H M T); towers a "T" disc, monuments a star ★ with
// their name, roads a grey band, bridges a brown band over water. The piece to place (view.ghost) follows the
// pointer (or the keyboard focus) over the cells: green where the click is legal (a live cell), red where the
// engine will refuse it; R (or the "Turn" button) turns it. The scoring overlay (view.city.findings) outlines
// each district in green, each tile that is not one in orange with its empty-land cells crossed, and rings the
// natural resources that score.

const WW_CELL = 46;
const WW_OX = 28;          // left edge of the grid (row numbers to its left)
const WW_OY = 24;          // top edge (column numbers above it)
const WW_WALK = 22;        // height of the sidewalk strip under the last row
// the colours of world-wonders.md §1.2 (B light blue, F green, H cream/white, M orange, T purple); the letter's ink
// is chosen for contrast on each, and every tile has a dark outline (cream on the beige land, light blue beside
// the water) — the letter, not the colour, is what tells the types apart (colour-blind safe)
const WW_TYPE_FILL = { B: "#9dd1f2", F: "#4f9a34", H: "#fbf6e6", M: "#ef8a24", T: "#8e6bbf" };
const WW_TYPE_INK = { B: "#0b3552", F: "#ffffff", H: "#3b2f1c", M: "#2b1606", T: "#ffffff" };
const WW_TILE_EDGE = "#3b3326";
const WW_PLAYER_FILL = { red: "#c62828", blue: "#1565c0", green: "#2e7d32", yellow: "#f9a825", purple: "#6a1b9a" };
const WW_HANDLES = new WeakMap();

function wwSize(view) {
  const c = view.city || { width: 3, height: 3 };
  return [WW_OX + c.width * WW_CELL + 8, WW_OY + c.height * WW_CELL + WW_WALK + 10];
}

function wwXY(r, c) { return [WW_OX + c * WW_CELL, WW_OY + r * WW_CELL]; }

function wwBuild(svg, view, labels) {
  const city = view.city;
  const [w, h] = wwSize(view);
  svg.setAttribute("viewBox", `0 0 ${w} ${h}`);
  el("rect", { x: 0, y: 0, width: w, height: h, class: "ww-paper" }, svg);
  for (let c = 0; c < city.width; c += 1) {
    const t = el("text", { x: WW_OX + c * WW_CELL + WW_CELL / 2, y: WW_OY - 7, class: "ww-axis", "text-anchor": "middle" }, svg);
    setText(t, c);
  }
  for (let r = 0; r < city.height; r += 1) {
    const t = el("text", { x: WW_OX - 6, y: WW_OY + r * WW_CELL + WW_CELL / 2 + 5, class: "ww-axis", "text-anchor": "end" }, svg);
    setText(t, r);
  }
  const cells = {};
  const gCells = el("g", { class: "ww-cells" }, svg);
  city.rows.forEach((row, r) => {
    [...row].forEach((ch, c) => {
      const [x, y] = wwXY(r, c);
      const g = el("g", { "data-target": `cell:${r},${c}`, class: "ww-cell" }, gCells);
      const terrain = ch === "~" ? "water" : ch === "*" ? "natural" : "land";
      el("rect", { x: x + 1, y: y + 1, width: WW_CELL - 2, height: WW_CELL - 2, class: `ww-cell-bg ww-${terrain}` }, g);
      if (terrain === "natural") {
        el("path", { d: `M${x + 23},${y + 9} L${x + 35},${y + 33} L${x + 11},${y + 33} Z`, class: "ww-natural-icon" }, g);
        const s = el("text", { x: x + 23, y: y + 31, class: "ww-natural-mark", "text-anchor": "middle" }, g);
        setText(s, "*");
      } else if (terrain === "water") {
        el("path", { d: `M${x + 8},${y + 22} q6,-6 12,0 t12,0 M${x + 12},${y + 31} q6,-6 12,0 t12,0`, class: "ww-wave" }, g);
      }
      cells[`${r},${c}`] = g;
    });
  });
  const walkY = WW_OY + city.height * WW_CELL + 2;
  el("rect", { x: WW_OX, y: walkY, width: city.width * WW_CELL, height: WW_WALK - 4, class: "ww-sidewalk" }, svg);
  const walk = el("text", { x: WW_OX + (city.width * WW_CELL) / 2, y: walkY + 13, class: "ww-walk-text", "text-anchor": "middle" }, svg);
  setText(walk, labels.sidewalk || "");
  const pieces = el("g", { class: "ww-pieces" }, svg);
  const overlay = el("g", { class: "ww-overlay" }, svg);
  const ghost = el("g", { class: "ww-ghost" }, svg);
  const E = { svg, cells, pieces, overlay, ghost, anchor: null, view, labels };
  const hover = (ev) => {
    const node = ev.target.closest ? ev.target.closest("[data-target^='cell:']") : null;
    if (!node) return;
    const [r, c] = node.dataset.target.slice(5).split(",").map(Number);
    E.anchor = [r, c];
    wwDrawGhost(E);
  };
  gCells.addEventListener("mouseover", hover);
  gCells.addEventListener("focusin", hover);
  svg.addEventListener("mouseleave", () => { E.anchor = null; wwDrawGhost(E); });
  return E;
}

function wwPieceRects(parent, cells, cls, fill) {
  for (const [r, c] of cells) {
    const [x, y] = wwXY(r, c);
    el("rect", { x: x + 3, y: y + 3, width: WW_CELL - 6, height: WW_CELL - 6, rx: 5, class: cls, fill }, parent);
  }
}

function wwLabel(parent, cells, text, cls, fill) {
  const [r, c] = cells[0];
  const [x, y] = wwXY(r, c);
  const t = el("text", { x: x + WW_CELL / 2, y: y + WW_CELL / 2 + 6, class: cls, "text-anchor": "middle", fill }, parent);
  setText(t, text);
}

function wwUpdate(E, view, labels) {
  E.view = view;
  E.labels = labels;
  const city = view.city;
  E.pieces.replaceChildren();
  for (const p of city.pieces) {
    const g = el("g", { class: `ww-piece ww-${p.kind}`, "data-kind": p.kind, "data-label": p.label,
      "data-cells": p.cells.map((c) => c.join(",")).join(" ") }, E.pieces);
    if (p.kind === "building") {
      g.dataset.type = p.type;
      // one outline around the whole tile (a dark shape 1.5 px wider under the coloured one); inner edges
      // between its cells are bridged
      for (const [inset, fill, cls] of [[1.5, WW_TILE_EDGE, "ww-building-edge"], [3, WW_TYPE_FILL[p.type], "ww-building-cell"]]) {
        for (const [r, c] of p.cells) {
          const [x, y] = wwXY(r, c);
          el("rect", { x: x + inset, y: y + inset, width: WW_CELL - 2 * inset, height: WW_CELL - 2 * inset, rx: 5, class: cls, fill }, g);
          if (p.cells.some(([a, b]) => a === r && b === c + 1)) el("rect", { x: x + WW_CELL - 4, y: y + inset, width: 8, height: WW_CELL - 2 * inset, fill }, g);
          if (p.cells.some(([a, b]) => a === r + 1 && b === c)) el("rect", { x: x + inset, y: y + WW_CELL - 4, width: WW_CELL - 2 * inset, height: 8, fill }, g);
        }
      }
      for (const cell of p.cells) wwLabel(g, [cell], p.type, "ww-type-letter", WW_TYPE_INK[p.type]);
    } else if (p.kind === "road" || p.kind === "bridge") {
      for (const [r, c] of p.cells) {
        const [x, y] = wwXY(r, c);
        const water = city.rows[r][c] === "~";
        el("rect", { x: x + 2, y: y + 2, width: WW_CELL - 4, height: WW_CELL - 4, rx: 3, class: water ? "ww-bridge-cell" : "ww-road-cell" }, g);
        el("line", { x1: x + 10, y1: y + WW_CELL / 2, x2: x + WW_CELL - 10, y2: y + WW_CELL / 2, class: "ww-road-dash" }, g);
      }
    } else if (p.kind === "tower") {
      const [r, c] = p.cells[0];
      const [x, y] = wwXY(r, c);
      el("circle", { cx: x + WW_CELL / 2, cy: y + WW_CELL / 2, r: 17, class: "ww-tower" }, g);
      wwLabel(g, p.cells, "T", "ww-tower-letter", "#ffffff");
    } else {
      wwPieceRects(g, p.cells, "ww-monument-cell", "#5d4037");
      for (const cell of p.cells) wwLabel(g, [cell], WW_MONUMENT_GLYPH, "ww-monument-letter", "#ffe082");
      const [r, c] = p.cells[0];
      const [x, y] = wwXY(r, c);
      const t = el("text", { x: x + 5, y: y + 12, class: "ww-monument-name" }, g);
      setText(t, p.label);
    }
  }
  wwDrawOverlay(E, city.findings);
  wwDrawGhost(E);
}

function wwDrawOverlay(E, findings) {
  E.overlay.replaceChildren();
  if (!findings) return;
  for (const d of findings.districts) {
    const g = el("g", { class: `ww-finding ${d.points ? "ww-district" : "ww-no-district"}`, "data-tile": d.tile }, E.overlay);
    for (const [r, c] of d.cells) {
      const [x, y] = wwXY(r, c);
      el("rect", { x: x + 1, y: y + 1, width: WW_CELL - 2, height: WW_CELL - 2, class: "ww-finding-cell" }, g);
    }
    if (d.points) {
      const [r, c] = d.cells[0];
      const [x, y] = wwXY(r, c);
      const t = el("text", { x: x + WW_CELL - 4, y: y + 13, class: "ww-plus-small ww-plus-district", "text-anchor": "end" }, g);
      setText(t, "+1");
    }
    for (const [r, c] of d.open) {
      const [x, y] = wwXY(r, c);
      el("path", { d: `M${x + 12},${y + 12} L${x + WW_CELL - 12},${y + WW_CELL - 12} M${x + WW_CELL - 12},${y + 12} L${x + 12},${y + WW_CELL - 12}`, class: "ww-open-cell", "data-cell": `${r},${c}` }, g);
    }
  }
  for (const n of findings.naturals) {
    const [r, c] = n.cell;
    const [x, y] = wwXY(r, c);
    const g = el("g", { class: `ww-finding ${n.points ? "ww-natural-scores" : "ww-natural-zero"}`, "data-cell": `${r},${c}` }, E.overlay);
    el("circle", { cx: x + WW_CELL / 2, cy: y + WW_CELL / 2, r: 19, class: "ww-natural-ring" }, g);
    if (n.points) {
      const t = el("text", { x: x + WW_CELL - 4, y: y + 13, class: "ww-plus-small", "text-anchor": "end" }, g);
      setText(t, "+1");
    }
  }
}

function wwDrawGhost(E) {
  E.ghost.replaceChildren();
  const ghost = E.view && E.view.ghost;
  if (!ghost || !E.anchor) return;
  const [r0, c0] = E.anchor;
  const root = E.svg.closest(".gb-board");
  const cellNode = E.cells[`${r0},${c0}`];
  const live = E.model ? new Set(E.model.get("legal_targets") || []) : null;
  const legal = live ? live.has(`cell:${r0},${c0}`) : !!(cellNode && cellNode.classList.contains("gb-live"));
  const g = el("g", { class: `ww-ghost-piece ${legal ? "ww-ghost-ok" : "ww-ghost-bad"}`, "data-rotation": ghost.rotation }, E.ghost);
  for (const [dr, dc, tag] of ghost.cells) {
    if (tag === "?") continue;
    const [x, y] = wwXY(r0 + dr, c0 + dc);
    const fill = ghost.type ? WW_TYPE_FILL[ghost.type] : "#9e9e9e";
    el("rect", { x: x + 4, y: y + 4, width: WW_CELL - 8, height: WW_CELL - 8, rx: 5, class: "ww-ghost-cell", fill }, g);
    if (ghost.type) wwLabel(g, [[r0 + dr, c0 + dc]], ghost.type, "ww-type-letter", WW_TYPE_INK[ghost.type]);
  }
  if (root) root.dataset.ghost = legal ? "ok" : "bad";
}

// ------------------------------------------------------------------------------------------------
// HTML panels
// ------------------------------------------------------------------------------------------------

// "3 gold" in the board's language (the plural form of the language, from the labels)
function wwGold(L, n) { return (L.gold_n || {})[n] || `${n} ${L.gold}`; }

function wwHeading(parent, text) {
  const h = htmlEl("div", "ww-h", parent);
  h.textContent = text;
  return h;
}

function wwShape(parent, rows, type) {
  const box = htmlEl("span", "ww-shape", parent);
  box.style.gridTemplateColumns = `repeat(${rows[0].length}, 9px)`;
  for (const row of rows) {
    for (const ch of row) {
      const cell = htmlEl("span", ch === "." || ch === " " ? "ww-shape-gap" : `ww-shape-cell ww-shape-${ch}`, box);
      if (type && ch !== "." && ch !== " ") { cell.style.background = WW_TYPE_FILL[type]; cell.style.boxShadow = `inset 0 0 0 1px ${WW_TILE_EDGE}`; }
    }
  }
  return box;
}

function wwBuy(parent, key, cls = "") {
  const b = htmlEl("button", `ww-buy ${cls}`, parent);
  b.type = "button";
  b.dataset.target = key;
  return b;
}

// keyboard R turns the piece to place; the demo notice
function wwKeysPanel({ model, host, send }) {
  const root = host.closest(".gb-board");
  const banner = htmlEl("div", "ww-demo", host);
  banner.setAttribute("role", "note");
  const onKey = (ev) => {
    if ((ev.key === "r" || ev.key === "R") && !ev.ctrlKey && !ev.metaKey && !ev.altKey) {
      const view = model.get("view") || {};
      if (view.ghost && ev.target.tagName !== "INPUT" && ev.target.tagName !== "TEXTAREA") {
        ev.preventDefault();
        send("rotate");
      }
    }
  };
  // R works while the pointer is over the board too (before any click has put the focus inside it)
  let over = false;
  const onEnter = () => { over = true; };
  const onLeave = () => { over = false; };
  const onDocKey = (ev) => { if (over && !root.contains(document.activeElement)) onKey(ev); };
  root.addEventListener("keydown", onKey);
  root.addEventListener("mouseenter", onEnter);
  root.addEventListener("mouseleave", onLeave);
  document.addEventListener("keydown", onDocKey);
  return {
    update: () => {
      const view = model.get("view") || {};
      const E = WW_HANDLES.get(root);
      if (E) { E.model = model; wwDrawGhost(E); }
      banner.textContent = view.demo || "";
      banner.hidden = !view.demo;
    },
    destroy: () => {
      root.removeEventListener("keydown", onKey);
      root.removeEventListener("mouseenter", onEnter);
      root.removeEventListener("mouseleave", onLeave);
      document.removeEventListener("keydown", onDocKey);
    },
  };
}

function wwOverlayPanel({ model, host }) {
  const panel = htmlEl("section", "ww-panel ww-overlay-panel", host);
  const update = panelDrawer(model, panel, () => [(model.get("view") || {}).city, (model.get("view") || {}).lines, model.get("labels")], () => {
    const view = model.get("view") || {};
    const L = model.get("labels") || {};
    const f = view.city && view.city.findings;
    panel.hidden = !f && !view.lines;
    if (view.lines) {
      wwHeading(panel, view.lines_title || L.six_lines);
      const table = htmlEl("table", "ww-lines", panel);
      for (const line of view.lines) {
        const tr = htmlEl("tr", "", table);
        htmlEl("th", "", tr).textContent = line.label;
        htmlEl("td", "ww-points", tr).textContent = String(line.points);
        htmlEl("td", "ww-line-note", tr).textContent = line.note;
      }
      if (view.total !== undefined && view.total !== null) {
        const tr = htmlEl("tr", "ww-total", table);
        htmlEl("th", "", tr).textContent = view.total_label || "";
        htmlEl("td", "ww-points", tr).textContent = String(view.total);
        htmlEl("td", "", tr);
      }
    }
    if (!f) return;
    wwHeading(panel, L.overlay_title);
    const list = htmlEl("ul", "ww-reasons", panel);
    for (const d of f.districts) {
      const li = htmlEl("li", d.points ? "ww-reason-yes" : "ww-reason-no", list);
      li.dataset.tile = d.tile;
      li.textContent = d.text;
    }
    for (const n of f.naturals) {
      const li = htmlEl("li", n.points ? "ww-reason-yes" : "ww-reason-no", list);
      li.dataset.cell = n.cell.join(",");
      li.textContent = n.text;
    }
  });
  return { update };
}

function wwMarketPanel({ model, host }) {
  const panel = htmlEl("section", "ww-panel ww-market", host);
  const update = panelDrawer(model, panel, () => { const v = model.get("view") || {}; return [v.market, v.cards, v.piles, v.players && v.players.length, model.get("labels")]; }, () => {
    const view = model.get("view") || {};
    const L = model.get("labels") || {};
    const m = view.market;
    panel.hidden = !m;
    if (!m) return;
    // the face-down piles everyone at the table sees (how many, in words from Python; never their order)
    const piles = view.piles || { tiles: {}, monuments: null };
    const pile = (parent, p) => {
      if (!p) return;
      const s = htmlEl("span", "ww-pile ww-muted", parent);
      s.dataset.left = String(p.left);
      s.textContent = p.text;
    };
    wwHeading(panel, L.market);
    htmlEl("div", "ww-sub", panel).textContent = L.tiles;
    const tiles = htmlEl("div", "ww-row", panel);
    for (const [sid, t] of Object.entries(m.tiles)) {
      const b = wwBuy(tiles, `buy tile ${sid}`, "ww-tile");
      htmlEl("span", "ww-stack", b).textContent = sid;
      pile(b, piles.tiles[sid]);
      if (!t) { htmlEl("span", "ww-muted", b).textContent = view.automaton ? L.gone : L.bought; b.disabled = false; continue; }
      const letter = htmlEl("span", "ww-type-badge", b);
      letter.textContent = t.type;
      letter.style.background = WW_TYPE_FILL[t.type];
      letter.style.color = WW_TYPE_INK[t.type];
      letter.title = (L.type_name || {})[t.type] || t.type;
      wwShape(b, t.shape, t.type);
      htmlEl("span", "ww-cost", b).textContent = wwGold(L, t.cost);
      htmlEl("span", "ww-res", b).textContent = t.resources.map((r) => (L.resource || {})[r] || r).join(", ");
    }
    htmlEl("div", "ww-sub", panel).textContent = L.roads;
    const roads = htmlEl("div", "ww-row", panel);
    const long = wwBuy(roads, "buy long-road");
    long.textContent = `${L.long_road} · ${wwGold(L, 1)} · ${m.long_roads} ${L.left}`;
    const short = wwBuy(roads, "buy short-roads");
    short.textContent = `${L.short_set} · ${wwGold(L, 1)} · ${m.short_sets} ${L.left}`;
    const tower = wwBuy(roads, "buy tower");
    tower.textContent = `${L.tower} · ${wwGold(L, 2)}` + (m.tower ? "" : ` · ${L.none_left}`);
    if (view.players && view.players.length > 1) {
      htmlEl("div", "ww-sub", panel).textContent = L.pedestals;
      const peds = htmlEl("div", "ww-row", panel);
      m.pedestals.forEach((owner, i) => {
        const b = wwBuy(peds, `buy pedestal ${i + 1}`);
        b.textContent = `${i === 0 ? L.pedestal1 : L.pedestal2} · ${wwGold(L, 1)}` + (owner === null ? "" : ` · ${view.players[owner].name}`);
      });
    }
    htmlEl("div", "ww-sub", panel).textContent = L.monuments;
    pile(htmlEl("div", "ww-deck", panel), piles.monuments);
    const mons = htmlEl("div", "ww-row", panel);
    for (const id of m.monuments) {
      const card = (view.cards || {})[id] || { name: id, footprint: ["L"], requires: [], reward: {} };
      const b = wwBuy(mons, `buy monument ${id}`, "ww-card");
      htmlEl("span", "ww-card-name", b).textContent = card.name;
      wwShape(b, card.footprint, null);
      const reward = Object.entries(card.reward).map(([k, v]) => `${v} ${(L.resource || {})[k] || k}`).join(", ");
      htmlEl("span", "ww-res", b).textContent = `· ${L.reward}: ${reward}`;
      if (card.requires.length) {
        const needs = card.requires.map((r) => (L.type_name || {})[r] || (L.terrain || {})[r] || (L.kind || {})[r] || (r === "sidewalk" ? L.sidewalk : r));
        htmlEl("span", "ww-res", b).textContent = `· ${L.needs}: ${needs.join(", ")}`;
      }
    }
  });
  return { update };
}

function wwTrack(parent, spaces, marks, value, mark, colour) {
  const row = htmlEl("span", "ww-track", parent);
  for (let i = 0; i < spaces; i += 1) {
    const s = htmlEl("span", "ww-space", row);
    if (marks.includes(i)) { s.classList.add("ww-marked"); s.textContent = mark; }
    if (i === spaces - 1 && mark === "○") s.classList.add("ww-purple");
    if (i === Math.min(value, spaces - 1)) { s.classList.add("ww-here"); s.style.background = colour; s.textContent = String(value); }
  }
  return row;
}

function wwPlayersPanel({ model, host }) {
  const panel = htmlEl("section", "ww-panel ww-players", host);
  const update = panelDrawer(model, panel, () => { const v = model.get("view") || {}; return [v.players, v.turn_order, v.current_player, v.board, v.automaton, v.gold_left, model.get("labels")]; }, () => {
    const view = model.get("view") || {};
    const L = model.get("labels") || {};
    panel.hidden = !view.players || !view.board;
    if (panel.hidden) return;
    wwHeading(panel, L.resource_board);
    if (view.turn_order && view.players.length > 1) {
      htmlEl("div", "ww-sub", panel).textContent = `${L.turn_order}: ${view.turn_order.map((p) => view.players[p].name).join(" → ")}`;
    }
    view.players.forEach((p, i) => {
      const colour = WW_PLAYER_FILL[view.colours[i]] || "#555";
      const box = htmlEl("div", `ww-player${i === view.current_player ? " ww-current" : ""}`, panel);
      box.dataset.player = String(i);
      const head = htmlEl("div", "ww-player-head", box);
      const token = htmlEl("span", "ww-token", head);
      token.style.background = colour;
      token.textContent = String(i + 1);
      htmlEl("b", "", head).textContent = p.name;
      const gold = (view.gold_left || [])[i];
      htmlEl("span", "ww-muted", head).textContent = ` · ${gold}/${wwGold(L, p.gold_cap)}` + (p.loan ? ` · ${L.loan}` : "") + (p.out ? ` · ${L.out}` : "");
      ["food", "ceramics", "gears"].forEach((r, k) => {
        const line = htmlEl("div", "ww-track-line", box);
        htmlEl("span", "ww-track-name", line).textContent = (L.resource || {})[r] || r;
        wwTrack(line, view.board.tracks[k].spaces, view.board.tracks[k].marks, p.tracks[r], "☺", colour);
      });
      const line = htmlEl("div", "ww-track-line", box);
      htmlEl("span", "ww-track-name", line).textContent = L.population;
      wwTrack(line, view.board.population.spaces, view.board.population.marks, p.population, "○", colour);
      if (p.monuments.length) htmlEl("div", "ww-muted", box).textContent = `${L.monuments}: ${p.monuments.join(", ")}`;
    });
    if (view.automaton) {
      htmlEl("div", "ww-sub", panel).textContent = view.automaton.took;
      if (view.automaton.last_turn) htmlEl("div", "ww-automaton-turn", panel).textContent = view.automaton.last_turn;
    }
  });
  return { update };
}

// the public objectives in play (advanced play): name, what each measures, the standings if the game ended now
function wwObjectivesPanel({ model, host }) {
  const panel = htmlEl("section", "ww-panel ww-objectives", host);
  const update = panelDrawer(model, panel, () => [(model.get("view") || {}).objectives, model.get("labels")], () => {
    const view = model.get("view") || {};
    const L = model.get("labels") || {};
    const objectives = view.objectives || [];
    panel.hidden = !objectives.length;
    if (panel.hidden) return;
    wwHeading(panel, L.objectives);
    const list = htmlEl("ul", "ww-objective-list", panel);
    for (const o of objectives) {
      const li = htmlEl("li", "ww-objective", list);
      li.dataset.objective = o.id;
      htmlEl("b", "", li).textContent = o.name;
      htmlEl("span", "ww-muted", li).textContent = ` — ${o.goal}`;
      const standing = htmlEl("div", "ww-res", li);
      standing.textContent = `${L.standing}: ${o.standing.join(" · ")}`;
    }
  });
  return { update };
}

function wwToolsPanel({ model, host }) {
  const panel = htmlEl("section", "ww-panel ww-tools", host);
  const update = panelDrawer(model, panel, () => { const v = model.get("view") || {}; return [v.tools, v.tool]; }, () => {
    const view = model.get("view") || {};
    panel.hidden = !view.tools;
    if (!view.tools) return;
    const row = htmlEl("div", "ww-row", panel);
    for (const t of view.tools) {
      const b = htmlEl("button", `ww-tool${t.key === view.tool ? " ww-tool-on" : ""}`, row);
      b.type = "button";
      b.dataset.target = `paint:${t.key}`;
      b.textContent = t.label;
      if (t.type) { b.style.borderLeft = `10px solid ${WW_TYPE_FILL[t.type]}`; }
      b.setAttribute("aria-pressed", t.key === view.tool ? "true" : "false");
    }
  });
  return { update };
}

// a monument's mark: not a letter, so it is never mistaken for the Mercatus "M" tile (colour-blind safe)
const WW_MONUMENT_GLYPH = "★";

function wwLegendPanel({ model, host }) {
  const panel = htmlEl("details", "ww-panel ww-legend", host);
  const update = panelDrawer(model, panel, () => [model.get("labels")], () => {
    const L = model.get("labels") || {};
    htmlEl("summary", "", panel).textContent = L.legend;
    const list = htmlEl("div", "ww-legend-list", panel);
    for (const t of ["B", "F", "H", "M", "T"]) {
      const item = htmlEl("span", "ww-legend-item", list);
      const badge = htmlEl("span", "ww-type-badge", item);
      badge.textContent = t;
      badge.style.background = WW_TYPE_FILL[t];
      badge.style.color = WW_TYPE_INK[t];
      item.append(` ${(L.type_name || {})[t] || t}`);
    }
    for (const [glyph, cls, text] of [["T", "ww-lg-tower", (L.kind || {}).tower], [WW_MONUMENT_GLYPH, "ww-lg-monument", (L.kind || {}).monument]]) {
      const item = htmlEl("span", "ww-legend-item", list);
      htmlEl("span", `ww-type-badge ${cls}`, item).textContent = glyph;
      item.append(` ${text}`);
    }
    for (const [cls, text] of [["ww-lg-district", L.district], ["ww-lg-no", L.not_district], ["ww-lg-open", L.empty_land], ["ww-lg-nat", `${(L.terrain || {}).natural_resource}: ${L.scores}`]]) {
      const item = htmlEl("span", "ww-legend-item", list);
      htmlEl("span", `ww-lg ${cls}`, item);
      item.append(` ${text}`);
    }
  });
  return { update };
}

export default makeBoard({
  className: "world-wonders-board gb-side-panels",
  viewBox: [600, 480],
  signature: (view) => (view.city ? view.city.rows.join("/") : ""),
  build: (svg, view, labels) => {
    const E = wwBuild(svg, view, labels);
    WW_HANDLES.set(svg.closest(".gb-board"), E);
    return E;
  },
  update: wwUpdate,
  anchor: (node) => node.querySelector(".ww-cell-bg") || node,
  panels: [wwKeysPanel, wwToolsPanel, wwOverlayPanel, wwMarketPanel, wwObjectivesPanel, wwPlayersPanel, wwLegendPanel],
  panelTraits: ["view", "error", "error_target"],
});
