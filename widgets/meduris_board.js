// Meduris board — drawing only (companion/meduris/ui/board.py is the Python side).
//
// Joined after widgets/base_board.js into one ES module (companion.ui.board.board_module): the base
// loop handles clicks, keyboard, highlights of live targets, the buttons row, the refusal callout and
// hover tips, and provides el / setAttrs / setText. This file only draws the engine's view
// (companion.meduris.engine to_view: sites, districts, druid, plateaus, players …) and marks the
// elements that carry target keys:
//   data-target="site:<n>"                 a building site
//   data-target="plateau:<resource>"       a plateau
//   data-target="worker:<resource>:<level>" a worker (level 1 = bottom), inside its plateau
//   data-target="exchange:<a>+<b>+<c>:<take>" a "take" chip of the exchange panel (one legal exchange)
// The exchange panel (meduris.md §4.5) keeps only a draft of the chips to give; which chips can still
// be added and which chip can be taken come from the legal exchanges Python sends (traitlet `exchange`).
// The SVG skeleton is built once per board size / player count / language; later changes only update
// attributes.

const WIDTH = 1240;
const HEIGHT = 900;
const CX = 440;           // centre of the ring
const CY = 460;
const R = 318;            // radius of the site centres
const SITE = 50;          // site square size
const RIVER_ANGLE = 200;  // degrees, screen coordinates (0 = right, 90 = down): the river's direction
const RIVER_GAP = 4;      // extra degrees left free on the ring for the river
// Rings around the centre, from the inside out (radii in SVG units). The druid has a lane of his own
// inside the ring, so he never covers a site, its number, a district name or a rune stone:
const DRUID_R = R - 47;   // the druid standing at his site (inside the ring, facing the mountain)
const BAND_R = R + 40;    // district colour band = druid's path; the site numbers sit on it
const BADGE_GAP = R + 50; // district name + rune stone badges stay outside this radius
const BADGE_HALF = [30, 18];  // half width / half height of a badge (name above, stone below)
// Phone layout: when the board is narrower than NARROW_BELOW CSS pixels, the SVG shows only the ring
// (RING_W units wide) and puts the plateaus, then the player cards and the legend under it, enlarged, so
// every site, plateau and worker stays a tap target of at least 20 px and the cards stay readable.
const NARROW_BELOW = 640;
const RING_W = 880;
const NARROW_PLATEAUS = 1.9;  // scale of the 2×2 plateaus under the ring
const NARROW_CARDS = 2.3;     // scale of the player cards and the legend under them
// Phone zoom: on the phone layout the whole board is an overview where sites (~21-29 px) and workers (~26 px) are
// too small for a finger. A tap on a part of the ring (a rune district, see ringParts) or on a plateau zooms the
// SVG's viewBox onto it; there every site / worker of that part is a target of at least 40 px (sites 50 units,
// workers 34 × NARROW_PLATEAUS units, shown at about 1 px per unit), the other targets are dimmed and not
// tappable, and the zoom bar (zoomPanel) leads to the previous / next part or back to the whole board.
// In the overview only the zoom areas, the plateaus and the HTML controls take taps.
const ZOOM_MIN = [380, 300];  // smallest zoomed viewBox (units): keeps a small district from being blown up
const ZOOM_MAX = 420;         // a part wider or taller than this is split in two (sites stay ≥ 40 px at 390 px)
const ZOOM_MARGIN = 14;

const RESOURCE_FILL = { wood: "#2e7d32", wool: "#f5f1e6", copper: "#c56a1c", stone: "#8c939b" };
const RESOURCE_INK = { wood: "#ffffff", wool: "#222222", copper: "#ffffff", stone: "#ffffff" };
const PLAYER_FILL = { red: "#c62828", green: "#8bc34a", blue: "#1e5fc2", purple: "#7b3fa0" };
const PLAYER_INK = { red: "#ffffff", green: "#1b2e0b", blue: "#ffffff", purple: "#ffffff" };
// colour-blind safe: every colour also has its own shape (and a letter from the labels)
const PLAYER_SHAPE = { red: "circle", green: "triangle", blue: "square", purple: "diamond" };
const DISTRICT_TINT = ["#efe3c8", "#dfe9d2", "#e6dcef", "#f1dccf", "#d8e6ee", "#ece8c6", "#e2d6cf", "#d7eadf", "#eddbe3"];
const DISTRICT_BAND = ["#c9ad72", "#98b87a", "#a58cc4", "#d19a79", "#86aac0", "#c1b55b", "#a88d7d", "#7fb597", "#c98fa8"];

function polar(angleDeg, radius) {
  const a = (angleDeg * Math.PI) / 180;
  return [CX + radius * Math.cos(a), CY + radius * Math.sin(a)];
}

function hexPoints(r) {
  const pts = [];
  for (let k = 0; k < 6; k++) {
    const a = (Math.PI / 3) * k + Math.PI / 6;
    pts.push(`${(r * Math.cos(a)).toFixed(2)},${(r * Math.sin(a)).toFixed(2)}`);
  }
  return pts.join(" ");
}

function shapePath(shape, r) {
  switch (shape) {
    case "triangle": return `M0,${-r * 1.15} L${r * 1.1},${r * 0.8} L${-r * 1.1},${r * 0.8} Z`;
    case "square": return `M${-r * 0.9},${-r * 0.9} H${r * 0.9} V${r * 0.9} H${-r * 0.9} Z`;
    case "diamond": return `M0,${-r * 1.2} L${r * 1.1},0 L0,${r * 1.2} L${-r * 1.1},0 Z`;
    default: return `M${-r},0 A${r},${r} 0 1,0 ${r},0 A${r},${r} 0 1,0 ${-r},0 Z`;
  }
}

const HUT_PATH = "M-13,9 V-3 L0,-14 L13,-3 V9 Z";
const TEMPLE_PATH = "M-17,10 V7 H-14 V-4 H-18 L0,-16 L18,-4 H14 V7 H17 V10 Z";

// A resource chip: hexagon + letter; returns {g, hex, text}
function resourceChip(parent, x, y, r, cls = "") {
  const g = el("g", { transform: `translate(${x},${y})`, class: `mb-chip ${cls}` }, parent);
  const hex = el("polygon", { points: hexPoints(r), class: "mb-chip-hex" }, g);
  const text = el("text", { class: "mb-chip-letter", "text-anchor": "middle", dy: "0.36em", "font-size": r * 1.15 }, g);
  return { g, hex, text };
}

function paintChip(chip, resource, labels) {
  setAttrs(chip.hex, { fill: RESOURCE_FILL[resource] || "#ccc" });
  setAttrs(chip.text, { fill: RESOURCE_INK[resource] || "#000" });
  setText(chip.text, (labels.resource_letter || {})[resource] || "?");
  chip.g.dataset.resource = resource;
}

// A player token (worker / score marker): shape + letter
// The caption of a count in the reader's language: forms per CLDR plural category ({one, few, many, other},
// sent by Python from the catalogs); the browser's Intl.PluralRules picks the category ("5 punktów", "2 punkty").
function countCaption(forms, n, labels) {
  if (typeof forms === "string") return forms;
  const category = new Intl.PluralRules(labels.lang || "en").select(n);
  return forms[category] || forms.other;
}

function playerToken(parent, r) {
  const g = el("g", { class: "mb-token" }, parent);
  const shape = el("path", { class: "mb-token-shape" }, g);
  const text = el("text", { class: "mb-token-letter", "text-anchor": "middle", dy: "0.36em", "font-size": r * 1.1 }, g);
  return { g, shape, text, r };
}

function paintToken(tok, colour, labels) {
  setAttrs(tok.shape, { d: shapePath(PLAYER_SHAPE[colour] || "circle", tok.r), fill: PLAYER_FILL[colour] || "#999" });
  setAttrs(tok.text, { fill: PLAYER_INK[colour] || "#fff" });
  setText(tok.text, (labels.colour_letter || {})[colour] || "?");
  tok.g.dataset.colour = colour;
}

function siteAngle(i, n) {
  return RIVER_ANGLE + RIVER_GAP / 2 + ((i - 0.5) * (360 - RIVER_GAP)) / n;
}

// ------------------------------------------------------------------------------------------------
// skeleton: built once per (board size, player count, language)
// ------------------------------------------------------------------------------------------------

function buildSkeleton(svg, view, labels) {
  while (svg.firstChild) svg.removeChild(svg.firstChild);
  const E = { sites: new Map(), plateaus: new Map(), workers: new Map(), players: [], districts: [] };
  const n = view.sites.length;
  const L = labels;

  E.paper = el("rect", { x: 0, y: 0, width: WIDTH, height: HEIGHT, rx: 16, class: "mb-paper" }, svg);
  el("rect", { x: 8, y: 8, width: 864, height: HEIGHT - 16, rx: 14, class: "mb-land" }, svg);

  // central mountain
  el("circle", { cx: CX, cy: CY, r: R - 58, class: "mb-mountain" }, svg);

  // great river: between site n and site 1
  const [rx1, ry1] = polar(RIVER_ANGLE, R - 62);
  const [rx2, ry2] = polar(RIVER_ANGLE, R + 130);
  el("line", { x1: rx1, y1: ry1, x2: rx2, y2: ry2, class: "mb-river" }, svg);
  const [rlx, rly] = polar(RIVER_ANGLE - 4.2, R + 92);
  const riverLabel = el("text", { x: rlx, y: rly, class: "mb-river-label", "text-anchor": "middle",
    transform: `rotate(${RIVER_ANGLE - 180} ${rlx} ${rly})` }, svg);
  setText(riverLabel, L.river);

  // rune districts: coloured band outside the ring, name + rune stone badge
  view.districts.forEach((d, k) => {
    const first = Math.min(...d.sites), last = Math.max(...d.sites);
    const a0 = siteAngle(first, n) - 180 / n + 0.8, a1 = siteAngle(last, n) + 180 / n - 0.8;
    const rb = BAND_R;
    const [x0, y0] = polar(a0, rb), [x1, y1] = polar(a1, rb);
    const large = a1 - a0 > 180 ? 1 : 0;
    el("path", { d: `M${x0},${y0} A${rb},${rb} 0 ${large},1 ${x1},${y1}`, class: "mb-district-band",
      stroke: DISTRICT_BAND[k % DISTRICT_BAND.length] }, svg);
    const mid = (a0 + a1) / 2;
    // the badge is upright, so how far it reaches towards the ring depends on the angle
    const rad = (mid * Math.PI) / 180;
    const reach = Math.abs(BADGE_HALF[0] * Math.cos(rad)) + Math.abs(BADGE_HALF[1] * Math.sin(rad));
    const [lx, ly] = polar(mid, BADGE_GAP + reach);
    const g = el("g", { transform: `translate(${lx},${ly})`, class: "mb-district", "data-district": d.name }, svg);
    const name = el("text", { class: "mb-district-name", "text-anchor": "middle", y: -6 }, g);
    setText(name, (L.district || {})[d.name] || d.name);
    const stone = el("g", { transform: "translate(0,8)", class: "mb-rune" }, g);
    const pebble = el("ellipse", { rx: 17, ry: 10, class: "mb-rune-stone" }, stone);
    const holder = playerToken(stone, 7);
    const title = el("title", {}, g);
    E.districts.push({ name: d.name, pebble, holder, title });
  });

  // druid's temple and the three stone steps (board corner, joining the ring at site 1)
  const [s1x, s1y] = polar(siteAngle(1, n), BAND_R);
  const temple = { x: 62, y: 70 };
  el("path", { d: `M${temple.x - 30},${temple.y + 22} V${temple.y - 2} L${temple.x},${temple.y - 28} L${temple.x + 30},${temple.y - 2} V${temple.y + 22} Z`, class: "mb-druid-temple" }, svg);
  const tl = el("text", { x: temple.x, y: temple.y + 38, class: "mb-small", "text-anchor": "middle" }, svg);
  setText(tl, L.druid_temple);
  E.steps = [];
  const steps = 3;
  for (let k = 1; k <= steps; k++) {
    const t = k / (steps + 1);
    const x = temple.x + (s1x - temple.x) * (0.12 + 0.88 * t), y = temple.y + 30 + (s1y - temple.y - 30) * (0.12 + 0.88 * t);
    el("rect", { x: x - 16, y: y - 10, width: 32, height: 20, rx: 5, class: "mb-step" }, svg);
    const st = el("text", { x, y, dy: "0.35em", class: "mb-step-label", "text-anchor": "middle" }, svg);
    setText(st, String(k));
    E.steps.push({ x, y });
  }
  E.templePos = temple;

  // building sites
  for (const s of view.sites) {
    const ang = siteAngle(s.site, n);
    const [x, y] = polar(ang, R);
    const dk = view.districts.findIndex((d) => d.name === s.district);
    const g = el("g", { transform: `translate(${x.toFixed(1)},${y.toFixed(1)})`, class: "mb-site mb-target",
      "data-target": `site:${s.site}`, tabindex: 0, role: "button" }, svg);
    const title = el("title", {}, g);
    // the tile is turned along the ring (so neighbours never overlap); its symbols stay upright
    const bg = el("rect", { x: -SITE / 2, y: -SITE / 2, width: SITE, height: SITE, rx: 9, class: "mb-site-bg",
      fill: DISTRICT_TINT[dk % DISTRICT_TINT.length], transform: `rotate(${(ang + 90).toFixed(1)})` }, g);
    const symA = resourceChip(g, -12, -12, 10);
    const symB = resourceChip(g, 12, -12, 10);
    paintChip(symA, s.symbols[0], L);
    paintChip(symB, s.symbols[1], L);
    const building = el("g", { transform: "translate(0,12)", class: "mb-building" }, g);
    const bshape = el("path", { class: "mb-building-shape" }, building);
    const bletter = el("text", { class: "mb-building-letter", "text-anchor": "middle", y: 5 }, building);
    const bonus = el("g", { class: "mb-bonus" }, g);
    const bcircle = el("circle", { r: 9, class: "mb-bonus-chip" }, bonus);
    const btext = el("text", { class: "mb-bonus-text", "text-anchor": "middle", dy: "0.35em" }, bonus);
    const [nx, ny] = polar(ang, BAND_R);
    const num = el("text", { x: nx, y: ny, dy: "0.35em", class: "mb-site-number", "text-anchor": "middle" }, svg);
    setText(num, String(s.site));
    E.sites.set(s.site, { g, bg, title, building, bshape, bletter, bonus, bcircle, btext, angle: ang });
  }

  E.ringParts = ringParts(view, n);
  E.zoomLayer = el("g", { class: "mb-zoom-layer" }, svg);
  for (const part of E.ringParts) {
    const a0 = siteAngle(part.first, n) - 180 / n, a1 = siteAngle(part.last, n) + 180 / n;
    const r0 = R - 42, r1 = BAND_R + 24, large = a1 - a0 > 180 ? 1 : 0;
    const [ax, ay] = polar(a0, r1), [bx, by] = polar(a1, r1), [cx, cy] = polar(a1, r0), [dx, dy] = polar(a0, r0);
    part.area = el("path", { class: "mb-zoom", "data-zoom": part.key, role: "button", tabindex: -1,
      d: `M${ax.toFixed(1)},${ay.toFixed(1)} A${r1},${r1} 0 ${large},1 ${bx.toFixed(1)},${by.toFixed(1)} `
        + `L${cx.toFixed(1)},${cy.toFixed(1)} A${r0},${r0} 0 ${large},0 ${dx.toFixed(1)},${dy.toFixed(1)} Z` }, E.zoomLayer);
    part.label = fill((L.phone || {}).sites || "{first}–{last}", part);
    part.area.setAttribute("aria-label", fill((L.phone || {}).zoom_sites || "{first}–{last}", part));
    part.box = partBox(part.sites.map((k) => E.sites.get(k).angle));
  }

  // final-lap marker (the die laid beside the druid's site, §5.2)
  E.finalMark = el("g", { class: "mb-final-mark", visibility: "hidden" }, svg);
  el("rect", { x: -9, y: -9, width: 18, height: 18, rx: 4, class: "mb-die" }, E.finalMark);
  el("circle", { r: 2.4, class: "mb-die-pip" }, E.finalMark);
  el("title", {}, E.finalMark).textContent = L.final_mark || "";

  // plateaus, 2×2 inside the ring
  const PW = 170, PH = 150, GAP = 14;
  const origin = [CX - PW - GAP / 2, CY - PH - GAP / 2];
  E.plateauLayer = el("g", { class: "mb-plateaus" }, svg);
  E.plateauBox = [origin[0], origin[1], 2 * PW + GAP, 2 * PH + GAP];
  view.plateaus.forEach((p, k) => {
    const px = origin[0] + (k % 2) * (PW + GAP), py = origin[1] + Math.floor(k / 2) * (PH + GAP);
    const g = el("g", { transform: `translate(${px},${py})`, class: "mb-plateau mb-target",
      "data-target": `plateau:${p.resource}`, tabindex: 0, role: "button" }, E.plateauLayer);
    el("title", {}, g).textContent = (L.plateau || {})[p.resource] || p.resource;
    el("rect", { width: PW, height: PH, rx: 12, class: "mb-plateau-bg", "data-resource": p.resource }, g);
    const head = resourceChip(g, 20, 22, 12);
    paintChip(head, p.resource, L);
    const name = el("text", { x: 38, y: 27, class: "mb-plateau-name" }, g);
    setText(name, (L.plateau || {})[p.resource] || p.resource);
    const supplyChip = resourceChip(g, 28, 92, 17, "mb-supply-chip");
    paintChip(supplyChip, p.resource, L);
    const supply = el("text", { x: 28, y: 128, class: "mb-supply", "text-anchor": "middle" }, g);
    const supplyLabel = el("text", { x: 28, y: 142, class: "mb-small", "text-anchor": "middle" }, g);
    setText(supplyLabel, countCaption(L.supply, 0, L));
    // three worker slots, bottom (level 1) at the bottom
    const slots = [];
    for (let lvl = 1; lvl <= 3; lvl++) {
      const sy = PH - 26 - (lvl - 1) * 36;
      el("rect", { x: 78, y: sy - 16, width: 76, height: 32, rx: 8, class: "mb-slot" }, g);
      const lv = el("text", { x: 150, y: sy, dy: "0.35em", class: "mb-slot-level", "text-anchor": "end" }, g);
      setText(lv, `${lvl}`);
      const wg = el("g", { transform: `translate(106,${sy})`, class: "mb-worker mb-target",
        "data-target": `worker:${p.resource}:${lvl}`, tabindex: 0, role: "button", visibility: "hidden" }, g);
      const ring = el("circle", { r: 17, class: "mb-worker-ring" }, wg);
      const tok = playerToken(wg, 11);
      const wt = el("title", {}, wg);
      slots.push({ g: wg, tok, ring, title: wt });
      E.workers.set(`worker:${p.resource}:${lvl}`, wg);
    }
    E.plateaus.set(p.resource, { g, supply, supplyLabel, slots, box: [px, py, PW, PH] });
  });

  // last die face in the middle of the mountain
  E.die = el("g", { transform: `translate(${CX},${CY})`, class: "mb-die-face", visibility: "hidden" }, svg);
  el("rect", { x: -20, y: -20, width: 40, height: 40, rx: 8, class: "mb-die" }, E.die);
  E.dieText = el("text", { class: "mb-die-text", "text-anchor": "middle", dy: "0.35em" }, E.die);
  E.dieTitle = el("title", {}, E.die);

  // druid
  E.druid = el("g", { class: "mb-druid" }, svg);
  el("path", { d: "M0,-20 C8,-20 10,-12 9,-6 L15,16 H-15 L-9,-6 C-10,-12 -8,-20 0,-20 Z", class: "mb-druid-robe" }, E.druid);
  el("circle", { cx: 0, cy: -8, r: 5, class: "mb-druid-face" }, E.druid);
  const dl = el("text", { y: 12, class: "mb-druid-letter", "text-anchor": "middle" }, E.druid);
  setText(dl, L.druid_letter);
  el("title", {}, E.druid).textContent = L.druid || "";

  // ---- right panel: players (score track, buildings left, chips, rune stones) ----
  const panelX = 890;
  E.side = el("g", { class: "mb-side" }, svg);
  const title = el("text", { x: panelX, y: 44, class: "mb-title" }, E.side);
  setText(title, L.title);
  E.title = title;
  const cardH = Math.min(170, (HEIGHT - 240) / Math.max(view.players.length, 1) - 10);
  E.cardsBottom = 64 + view.players.length * (cardH + 10);
  view.players.forEach((p, k) => {
    const y = 64 + k * (cardH + 10);
    const g = el("g", { transform: `translate(${panelX},${y})`, class: "mb-player", "data-player": k }, E.side);
    const card = el("rect", { width: 338, height: cardH, rx: 12, class: "mb-card" }, g);
    const tok = playerToken(el("g", { transform: "translate(24,26)" }, g), 13);
    const name = el("text", { x: 46, y: 24, class: "mb-player-name" }, g);
    const colour = el("text", { x: 46, y: 41, class: "mb-small" }, g);
    const score = el("text", { x: 322, y: 36, class: "mb-score", "text-anchor": "end" }, g);
    const scoreCaption = el("text", { x: 322, y: 50, class: "mb-small", "text-anchor": "end" }, g);
    setText(scoreCaption, countCaption(L.score, 0, L));
    // score track 0..99 (100s as a badge, like the 100-point chip)
    const track = el("g", { transform: "translate(14,66)" }, g);
    el("rect", { width: 270, height: 10, rx: 5, class: "mb-track" }, track);
    for (let t = 0; t <= 100; t += 10) {
      el("line", { x1: t * 2.7, x2: t * 2.7, y1: 10, y2: 14, class: "mb-tick" }, track);
      if (t % 50 === 0) setText(el("text", { x: t * 2.7, y: 24, class: "mb-tiny", "text-anchor": "middle" }, track), String(t));
    }
    const marker = playerToken(el("g", {}, track), 8);
    const hundreds = el("text", { x: 300, y: 10, class: "mb-small mb-hundreds" }, track);
    // buildings left + chips + rune stones
    const row = el("g", { transform: "translate(14,106)" }, g);
    const hutIcon = el("path", { d: HUT_PATH, transform: "translate(10,0) scale(0.75)", class: "mb-mini-building mb-own" }, row);
    const huts = el("text", { x: 24, y: 5, class: "mb-count" }, row);
    const templeIcon = el("path", { d: TEMPLE_PATH, transform: "translate(58,0) scale(0.7)", class: "mb-mini-building mb-own" }, row);
    const temples = el("text", { x: 74, y: 5, class: "mb-count" }, row);
    const runeIcon = el("ellipse", { cx: 112, cy: 0, rx: 10, ry: 6, class: "mb-rune-stone" }, row);
    const runes = el("text", { x: 126, y: 5, class: "mb-count" }, row);
    const chips = {};
    ["wood", "wool", "copper", "stone"].forEach((r, j) => {
      const c = resourceChip(row, 170 + j * 42, 0, 10);
      paintChip(c, r, L);
      chips[r] = el("text", { x: 170 + j * 42 + 13, y: 5, class: "mb-count" }, row);
    });
    const hint = el("text", { x: 14, y: 136, class: "mb-tiny" }, g);
    setText(hint, L.player_row_hint);
    el("title", {}, hutIcon).textContent = L.huts_left || "";
    el("title", {}, templeIcon).textContent = L.temples_left || "";
    el("title", {}, runeIcon).textContent = L.rune_stones || "";
    E.players.push({ g, card, tok, name, colour, score, scoreCaption, marker, hundreds, huts, temples, runes, chips, hutIcon, templeIcon });
  });

  // legend
  const ly = HEIGHT - 150;
  const legend = el("g", { transform: `translate(${panelX},${ly})`, class: "mb-legend" }, E.side);
  E.legend = legend;
  E.legendAt = [panelX, ly];
  el("rect", { width: 338, height: 138, rx: 12, class: "mb-card" }, legend);
  ["wood", "wool", "copper", "stone"].forEach((r, j) => {
    const lx = 22 + (j % 2) * 105, lyy = 22 + Math.floor(j / 2) * 28;
    paintChip(resourceChip(legend, lx, lyy, 10), r, L);
    setText(el("text", { x: lx + 16, y: lyy + 4, class: "mb-small" }, legend), `${(L.resource || {})[r] || r}`);
  });
  el("path", { d: HUT_PATH, transform: "translate(236,22) scale(0.8)", class: "mb-mini-building" }, legend);
  setText(el("text", { x: 254, y: 26, class: "mb-small" }, legend), L.hut);
  el("path", { d: TEMPLE_PATH, transform: "translate(236,50) scale(0.8)", class: "mb-mini-building" }, legend);
  setText(el("text", { x: 254, y: 54, class: "mb-small" }, legend), L.temple);
  ["plus2", "free_build", "druid"].forEach((b, j) => {
    const bx = 22, by = 82 + j * 21;
    el("circle", { cx: bx, cy: by, r: 9, class: `mb-bonus-chip mb-bonus-${b}` }, legend);
    setText(el("text", { x: bx, y: by, dy: "0.35em", class: "mb-bonus-text", "text-anchor": "middle" }, legend), (L.bonus || {})[b]);
    setText(el("text", { x: bx + 16, y: by + 4, class: "mb-small" }, legend), (L.bonus_name || {})[b]);
  });
  E.narrow = null;
  E.zoom = null;
  E.svg = svg;
  svg._mb = E;
  watchZoomTaps(svg);
  watchWidth(svg, E);
  return E;
}

// "{first}–{last}" filled from a ring part
function fill(text, part) {
  return text.replace("{first}", part.first).replace("{last}", part.last);
}

// The ring's zoom parts: the rune districts in ring order (sites in no district form parts of their own
// neighbours), each split in two while it would be too wide to show its sites at ≥ 40 px on a phone.
function ringParts(view, n) {
  const groups = view.districts.map((d) => [...d.sites].sort((a, b) => a - b));
  const known = new Set(groups.flat());
  let loose = [];
  for (let k = 1; k <= n; k++) {
    if (!known.has(k)) loose.push(k);
    else if (loose.length) { groups.push(loose); loose = []; }
  }
  if (loose.length) groups.push(loose);
  const parts = [];
  const add = (sites) => {
    const box = partBox(sites.map((k) => siteAngle(k, n)));
    if (sites.length > 1 && (box[2] > ZOOM_MAX || box[3] > ZOOM_MAX)) {
      const half = Math.ceil(sites.length / 2);
      add(sites.slice(0, half)); add(sites.slice(half));
    } else {
      parts.push({ sites, first: sites[0], last: sites[sites.length - 1] });
    }
  };
  groups.filter((g) => g.length).sort((a, b) => a[0] - b[0]).forEach(add);
  parts.forEach((p, k) => { p.key = `ring:${k}`; });
  return parts;
}

// the box [x, y, w, h] (SVG units) around the tiles and numbers of sites at these ring angles
function partBox(angles) {
  let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
  for (const a of angles) {
    for (const [r, half] of [[R, SITE * 0.72], [BAND_R, 14]]) {
      const [x, y] = polar(a, r);
      x0 = Math.min(x0, x - half); x1 = Math.max(x1, x + half);
      y0 = Math.min(y0, y - half); y1 = Math.max(y1, y + half);
    }
  }
  return [x0 - ZOOM_MARGIN, y0 - ZOOM_MARGIN, x1 - x0 + 2 * ZOOM_MARGIN, y1 - y0 + 2 * ZOOM_MARGIN];
}

// the parts a phone player can zoom to, in order: the ring's parts, then the plateaus (phone layout only)
function zoomParts(E) {
  const plateaus = [...E.plateaus.entries()].map(([resource, p]) => ({ key: `plateau:${resource}`, plateau: p,
    resource }));
  return [...E.ringParts, ...plateaus];
}

// Show one part up close (`key` from zoomParts) or the whole board (null). Only on the phone layout.
function zoomTo(E, key) {
  const svg = E.svg;
  const part = key && E.narrow ? zoomParts(E).find((p) => p.key === key) : null;
  E.zoom = part ? part.key : null;
  svg.classList.toggle("mb-zoomed", !!part);
  for (const node of svg.querySelectorAll("[data-target]")) {
    let inside = true;
    if (part && part.plateau) inside = part.plateau.g.contains(node);
    else if (part) inside = node.classList.contains("mb-site") && part.sites.includes(Number(node.dataset.target.split(":")[1]));
    node.classList.toggle("mb-away", !inside);
  }
  let box = E.overviewBox;
  if (part && part.plateau) {
    const { tx, ty, sp } = E.plateauAt;
    const [bx, by, bw, bh] = part.plateau.box;
    box = [tx + bx * sp - ZOOM_MARGIN, ty + by * sp - ZOOM_MARGIN, bw * sp + 2 * ZOOM_MARGIN, bh * sp + 2 * ZOOM_MARGIN];
  } else if (part) {
    const [x, y, w, h] = part.box;
    const W = Math.max(w, ZOOM_MIN[0]), H = Math.max(h, ZOOM_MIN[1]);
    box = [x - (W - w) / 2, y - (H - h) / 2, W, H];
  }
  if (box) svg.setAttribute("viewBox", box.map((v) => String(+v.toFixed(1))).join(" "));
  if (svg._mbZoomChanged) svg._mbZoomChanged();
}

// The overview's taps (phone layout, not zoomed): a zoom area or a plateau that is not a live target (and holds a
// worker) zooms in instead of being sent; a live plateau (a worker's destination, a chip to take) is sent as usual.
// Installed once per SVG (the skeleton is rebuilt into the same SVG); captures before the base loop's click.
function watchZoomTaps(svg) {
  if (svg._mbZoomTaps) return;
  svg._mbZoomTaps = true;
  svg.addEventListener("click", (ev) => {
    const E = svg._mb;
    if (!E || !E.narrow || E.zoom) return;
    const area = ev.target.closest ? ev.target.closest("[data-zoom]") : null;
    const plateau = ev.target.closest ? ev.target.closest(".mb-plateau") : null;
    let key = area ? area.dataset.zoom : null;
    if (!key && plateau && !plateau.classList.contains("gb-live") && plateau.dataset.workers) {
      key = plateau.dataset.target;
    }
    if (!key) return;
    ev.stopPropagation();
    zoomTo(E, key);
  }, true);
}

// The phone layout (see NARROW_BELOW): the ring alone across the width; under it the plateaus and then the
// player cards with the legend, each block enlarged and centred. `narrow` false restores the wide layout.
function layoutBoard(svg, E, narrow) {
  if (E.narrow === narrow) return;
  E.narrow = narrow;
  svg.classList.toggle("mb-narrow", narrow);
  if (!narrow) {
    E.overviewBox = null;
    zoomTo(E, null);
    svg.setAttribute("viewBox", `0 0 ${WIDTH} ${HEIGHT}`);
    setAttrs(E.paper, { width: WIDTH, height: HEIGHT });
    E.plateauLayer.removeAttribute("transform");
    E.side.removeAttribute("transform");
    E.legend.setAttribute("transform", `translate(${E.legendAt[0]},${E.legendAt[1]})`);
    E.title.removeAttribute("visibility");
    return;
  }
  const [px, py, pw, ph] = E.plateauBox;
  const sp = NARROW_PLATEAUS, top = HEIGHT;
  E.plateauAt = { tx: (RING_W - pw * sp) / 2 - px * sp, ty: top - py * sp, sp };
  E.plateauLayer.setAttribute("transform",
    `translate(${E.plateauAt.tx.toFixed(1)},${E.plateauAt.ty.toFixed(1)}) scale(${sp})`);
  // the cards, then the legend right under them (the title is the page's own heading on a phone)
  const sc = NARROW_CARDS, cardsTop = 64, [lx] = E.legendAt;
  const y0 = top + ph * sp + 24;
  E.legend.setAttribute("transform", `translate(${lx},${E.cardsBottom + 4})`);
  E.title.setAttribute("visibility", "hidden");
  E.side.setAttribute("transform",
    `translate(${((RING_W - 338 * sc) / 2 - lx * sc).toFixed(1)},${(y0 - cardsTop * sc).toFixed(1)}) scale(${sc})`);
  const height = Math.ceil(y0 + (E.cardsBottom + 4 + 138 - cardsTop) * sc + 12);
  setAttrs(E.paper, { width: RING_W, height });
  E.overviewBox = [0, 0, RING_W, height];
  zoomTo(E, null);
}

// Switch between the wide and the phone layout whenever the board's box crosses NARROW_BELOW pixels.
function watchWidth(svg, E) {
  const box = svg.parentNode;
  if (svg._mbWidthWatch) svg._mbWidthWatch.disconnect();
  const apply = () => { const w = box.clientWidth; if (w > 0) layoutBoard(svg, E, w < NARROW_BELOW); };
  apply();
  if (typeof ResizeObserver === "undefined") return;
  svg._mbWidthWatch = new ResizeObserver(apply);
  svg._mbWidthWatch.observe(box);
}

// ------------------------------------------------------------------------------------------------
// update: attributes and texts only
// ------------------------------------------------------------------------------------------------

function updateBoard(E, view, labels) {
  const L = labels;
  if (E.zoom) zoomTo(E, null);   // the game moved on: the phone shows the whole board again
  const n = view.sites.length;
  const colourOf = (p) => (p == null ? null : view.players[p] && view.players[p].colour);
  const pname = (p) => (p == null ? "" : `${view.players[p].name} (${(L.colour || {})[colourOf(p)] || colourOf(p)})`);

  for (const s of view.sites) {
    const e = E.sites.get(s.site);
    if (!e) continue;
    const b = s.building;
    if (b) {
      const colour = colourOf(b.owner);
      setAttrs(e.building, { visibility: "visible" });
      setAttrs(e.bshape, { d: b.kind === "temple" ? TEMPLE_PATH : HUT_PATH, fill: PLAYER_FILL[colour] || "#999",
        class: `mb-building-shape mb-${b.kind}` });
      setAttrs(e.bletter, { fill: PLAYER_INK[colour] || "#fff" });
      setText(e.bletter, (L.colour_letter || {})[colour] || "?");
    } else {
      setAttrs(e.building, { visibility: "hidden" });
    }
    e.g.dataset.building = b ? b.kind : "";
    e.g.dataset.owner = b ? String(b.owner) : "";
    if (s.bonus) {
      setAttrs(e.bonus, { visibility: "visible", transform: b ? "translate(19,17)" : "translate(0,12)" });
      setAttrs(e.bcircle, { class: `mb-bonus-chip mb-bonus-${s.bonus}` });
      setText(e.btext, (L.bonus || {})[s.bonus] || s.bonus);
    } else {
      setAttrs(e.bonus, { visibility: "hidden" });
    }
    e.g.dataset.bonus = s.bonus || "";
    const sym = s.symbols.map((r) => (L.resource || {})[r] || r).join(" + ");
    const parts = [`${L.site} ${s.site} · ${(L.district || {})[s.district] || s.district} · ${sym}`];
    if (b) parts.push(`${b.kind === "temple" ? L.temple : L.hut}: ${pname(b.owner)}`);
    if (s.bonus) parts.push((L.bonus_name || {})[s.bonus] || s.bonus);
    setText(e.title, parts.join("\n"));
  }

  view.districts.forEach((d, k) => {
    const e = E.districts[k];
    if (!e) return;
    const colour = colourOf(d.holder);
    if (colour) {
      setAttrs(e.holder.g, { visibility: "visible" });
      paintToken(e.holder, colour, L);
    } else {
      setAttrs(e.holder.g, { visibility: "hidden" });
    }
    setAttrs(e.pebble, { class: colour ? "mb-rune-stone mb-held" : "mb-rune-stone" });
    setText(e.title, `${L.rune_stone}: ${(L.district || {})[d.name] || d.name} — ${colour ? pname(d.holder) : L.rune_unowned}`);
  });

  // druid position: temple, a step, or beside his site (outside the ring)
  const dr = view.druid || {};
  let dx, dy;
  if (dr.site != null && E.sites.get(dr.site)) {
    [dx, dy] = polar(E.sites.get(dr.site).angle, DRUID_R);   // in his lane, just inside his site
  } else if (dr.step > 0 && E.steps[dr.step - 1]) {
    ({ x: dx, y: dy } = E.steps[dr.step - 1]);
    dy -= 14;
  } else {
    dx = E.templePos.x; dy = E.templePos.y - 2;
  }
  setAttrs(E.druid, { transform: `translate(${dx.toFixed(1)},${dy.toFixed(1)})` });
  E.druid.dataset.site = dr.site == null ? "" : String(dr.site);
  E.druid.dataset.step = String(dr.step || 0);

  if (view.final_mark != null && E.sites.get(view.final_mark)) {
    const [fx, fy] = polar(E.sites.get(view.final_mark).angle, R + 20);
    setAttrs(E.finalMark, { visibility: "visible", transform: `translate(${fx},${fy})` });
  } else {
    setAttrs(E.finalMark, { visibility: "hidden" });
  }

  if (view.last_roll) {
    setAttrs(E.die, { visibility: "visible" });
    setText(E.dieText, (L.die_face || {})[view.last_roll] || view.last_roll);
    const fill = RESOURCE_FILL[view.last_roll];
    setAttrs(E.dieText, { fill: fill && view.last_roll !== "wool" ? fill : "#333" });
    setText(E.dieTitle, `${L.last_roll}: ${(L.die_name || {})[view.last_roll] || view.last_roll}`);
  } else {
    setAttrs(E.die, { visibility: "hidden" });
  }

  for (const p of view.plateaus) {
    const e = E.plateaus.get(p.resource);
    if (!e) continue;
    setText(e.supply, String(p.supply));
    setText(e.supplyLabel, countCaption(L.supply, p.supply, L));
    e.g.dataset.supply = String(p.supply);
    e.g.dataset.workers = p.workers.join(",");
    e.slots.forEach((slot, idx) => {
      const owner = p.workers[idx];
      if (owner == null) {
        setAttrs(slot.g, { visibility: "hidden" });
        slot.g.dataset.owner = "";
        return;
      }
      setAttrs(slot.g, { visibility: "visible" });
      paintToken(slot.tok, colourOf(owner), L);
      slot.g.dataset.owner = String(owner);
      setText(slot.title, `${L.worker}: ${pname(owner)}`);
    });
  }

  view.players.forEach((p, k) => {
    const e = E.players[k];
    if (!e) return;
    paintToken(e.tok, p.colour, L);
    paintToken(e.marker, p.colour, L);
    setText(e.name, p.name);
    setText(e.colour, (L.colour || {})[p.colour] || p.colour);
    setText(e.score, String(p.score));
    setText(e.scoreCaption, countCaption(L.score, p.score, L));
    e.g.dataset.score = String(p.score);
    const lap = Math.floor(p.score / 100);
    // markers of several players on one space are spread vertically so all stay visible
    setAttrs(e.marker.g, { transform: `translate(${((p.score % 100) * 2.7).toFixed(1)},${5 - 3 * (k - (view.players.length - 1) / 2)})` });
    setText(e.hundreds, lap > 0 ? `+${lap * 100}` : "");
    setAttrs(e.hutIcon, { style: `fill:${PLAYER_FILL[p.colour]}` });
    setAttrs(e.templeIcon, { style: `fill:${PLAYER_FILL[p.colour]}` });
    setText(e.huts, String(p.huts_left));
    setText(e.temples, String(p.temples_left));
    setText(e.runes, String(p.rune_stones.length));
    for (const [r, node] of Object.entries(e.chips)) setText(node, String(p.resources[r]));
    setAttrs(e.card, { class: k === view.current_player ? "mb-card mb-current" : "mb-card" });
  });

  // the site where a ritual waits for an offering
  const pend = view.pending || {};
  for (const [num, e] of E.sites) {
    e.g.classList.toggle("mb-ritual", pend.kind === "offer" && pend.site === num);
  }
}


// ------------------------------------------------------------------------------------------------
// the 3-for-1 exchange panel (meduris.md §4.5): drawn only from the legal exchanges sent by Python
// ------------------------------------------------------------------------------------------------

const RESOURCES = ["wood", "wool", "copper", "stone"];

// does the multiset `part` fit into the multiset `whole`?
function fits(part, whole) {
  const left = [...whole];
  for (const r of part) {
    const i = left.indexOf(r);
    if (i < 0) return false;
    left.splice(i, 1);
  }
  return true;
}

function exchangePanel({ model, host }) {
  const panel = htmlEl("div", "mb-exchange", host);
  panel.hidden = true;
  let draft = [];
  let drawnFor = null;
  const chipButton = (r, labels, extra) => {
    const b = htmlEl("button", `mb-xchip mb-res-${r}`);
    b.type = "button";
    b.textContent = (labels.resource_letter || {})[r] || r;
    b.title = (labels.resource || {})[r] || r;
    if (extra != null) htmlEl("span", "mb-xcount", b).textContent = extra;
    return b;
  };
  function draw() {
    const data = model.get("exchange") || {};
    const labels = model.get("labels") || {};
    const options = data.options || [];
    const owner = JSON.stringify([data.player, data.hold]);
    if (owner !== drawnFor) draft = [];        // an accepted exchange or a new decider: start again
    drawnFor = owner;
    panel.replaceChildren();
    panel.hidden = options.length === 0;
    if (panel.hidden) { draft = []; return; }
    const sorted = (list) => [...list].sort((a, b) => RESOURCES.indexOf(a) - RESOURCES.indexOf(b));
    htmlEl("span", "mb-xtitle", panel).textContent = data.title;
    const give = htmlEl("span", "mb-xgroup", panel);
    give.append(`${labels.exchange_give || ""}:`);
    for (const r of RESOURCES) {
      const b = chipButton(r, labels, String((data.hold || {})[r] ?? ""));
      b.dataset.give = r;
      b.setAttribute("aria-label", `${labels.exchange_give} ${b.title}`);
      b.disabled = draft.length >= data.give || !options.some((o) => fits([...draft, r], o.give));
      b.addEventListener("click", () => { draft.push(r); draw(); });
      give.append(b);
    }
    const chosen = htmlEl("span", "mb-xdraft", panel);
    chosen.title = labels.exchange_give_hint || "";
    for (let k = 0; k < data.give; k++) {
      const r = draft[k];
      if (r) {
        const b = chipButton(r, labels);
        b.dataset.draft = String(k);
        b.addEventListener("click", () => { draft.splice(k, 1); draw(); });
        chosen.append(b);
      } else {
        htmlEl("span", "mb-xslot", chosen);
      }
    }
    const clear = htmlEl("button", "gb-button mb-xclear", panel);
    clear.type = "button";
    clear.textContent = labels.exchange_clear || "×";
    clear.disabled = draft.length === 0;
    clear.addEventListener("click", () => { draft = []; draw(); });
    const take = htmlEl("span", "mb-xgroup", panel);
    take.append("→ ", `${labels.exchange_take || ""}:`);
    const given = JSON.stringify(sorted(draft));
    for (const r of RESOURCES) {
      const b = chipButton(r, labels);
      b.dataset.take = r;
      b.setAttribute("aria-label", `${labels.exchange_take} ${b.title}`);
      const option = draft.length === data.give
        ? options.find((o) => o.take === r && JSON.stringify(o.give) === given) : null;
      if (option) b.dataset.target = option.key;   // the base loop sends it like any live target
      b.disabled = !option;
      take.append(b);
    }
  }
  const onEscape = (ev) => { if (ev.key === "Escape" && draft.length) { draft = []; draw(); } };
  panel.addEventListener("keydown", onEscape);
  return { update: draw, destroy: () => panel.removeEventListener("keydown", onEscape) };
}

// The phone zoom bar (phone layout only, see ZOOM_MIN): in the overview a hint; zoomed in, the part's name with
// buttons to the previous / next part (the ring's parts in site order, then the plateaus) and back to the whole
// board.
// The zoom areas of the ring holding a live site are marked. Picking a worker (a selection) shows the whole
// board again, where the plateaus it may go to are large targets.
function zoomPanel({ model, host }) {
  const svg = host.parentNode.querySelector("svg");
  const bar = htmlEl("div", "mb-zoombar", host);
  bar.hidden = true;
  function draw() {
    const E = svg._mb;
    const L = model.get("labels") || {}, P = L.phone || {};
    bar.replaceChildren();
    bar.hidden = !E || !E.narrow;
    if (bar.hidden) return;
    const live = new Set(model.get("legal_targets") || []);
    for (const part of E.ringParts) {
      part.area.classList.toggle("mb-zoom-live", part.sites.some((k) => live.has(`site:${k}`)));
    }
    if (!E.zoom) {
      htmlEl("span", "mb-zoomhint", bar).textContent = P.hint || "";
      return;
    }
    const parts = zoomParts(E);
    const k = parts.findIndex((p) => p.key === E.zoom);
    const button = (text, label, cls, go) => {
      const b = htmlEl("button", `gb-button ${cls}`, bar);
      b.type = "button";
      b.textContent = text;
      if (label) { b.title = label; b.setAttribute("aria-label", label); }
      b.addEventListener("click", go);
    };
    button("◀", P.previous, "mb-zoomstep", () => zoomTo(E, parts[(k - 1 + parts.length) % parts.length].key));
    const part = parts[k];
    htmlEl("span", "mb-zoomname", bar).textContent = part.plateau ? (L.plateau || {})[part.resource] || part.resource : part.label;
    button("▶", P.next, "mb-zoomstep", () => zoomTo(E, parts[(k + 1) % parts.length].key));
    button(P.whole || "×", null, "mb-zoomout", () => zoomTo(E, null));
  }
  let shown = null;
  const changed = () => {
    draw();
    const E = svg._mb;
    const zoom = E ? E.zoom : null;
    // zoomed in from lower down the page (a plateau): bring the bar and the part up close into view
    if (zoom && zoom !== shown && !bar.hidden) {
      const r = svg.getBoundingClientRect();
      if (r.top < 0 || r.bottom > window.innerHeight) bar.scrollIntoView({ block: "start" });
    }
    shown = zoom;
  };
  svg._mbZoomChanged = changed;
  const onSelected = () => {
    const E = svg._mb;
    if (E && E.zoom && model.get("selected")) zoomTo(E, null);
  };
  model.on("change:selected", onSelected);
  return { update: draw, destroy: () => { model.off("change:selected", onSelected); svg._mbZoomChanged = null; } };
}

export default makeBoard({
  className: "meduris-board",
  viewBox: [WIDTH, HEIGHT],
  signature: (view) => `${view.sites.length}|${view.players.length}|${view.plateaus.length}`,
  build: buildSkeleton,
  update: updateBoard,
  // notes point at the tile of a site, the field of a plateau, the ring of a worker
  anchor: (node) => node.querySelector(".mb-site-bg, .mb-plateau-bg, .mb-worker-ring") || node,
  panels: [exchangePanel, zoomPanel],   // the zoom bar right above the board
  panelTraits: ["exchange"],
});
