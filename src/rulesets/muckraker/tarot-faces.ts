// The tarot deck's art, drawn from the cards' own data: a frame, the suit's sign (as many
// times as the card's number), the numeral and the name. Plain SVG, no outside art; the
// build writes one file per card (scripts/tarot-faces.mjs) and the gallery shows them.

/** What a face is drawn from: the card's name, suit and value, as the compendium keeps them. */
export interface TarotCardData {
  readonly name: string;
  readonly suit: string;
  readonly value: number;
}

const WIDTH = 200;
const HEIGHT = 300;

/** Each suit's colours and sign. */
const SUITS: Readonly<Record<string, { readonly ink: string; readonly wash: string; readonly sign: (x: number, y: number, s: number) => string }>> = {
  major: { ink: "#3b1f5c", wash: "#efe6f7", sign: star },
  wands: { ink: "#8a3b12", wash: "#f8ebdf", sign: wand },
  cups: { ink: "#1c4f7a", wash: "#e3eef8", sign: cup },
  swords: { ink: "#3a3f47", wash: "#e9ebee", sign: sword },
  pentacles: { ink: "#2f5d2a", wash: "#e6f2e2", sign: pentacle },
};

const ROMAN = ["0", "I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII", "XIII", "XIV", "XV", "XVI", "XVII", "XVIII", "XIX", "XX", "XXI"];
const COURT: Readonly<Record<number, string>> = { 1: "A", 11: "P", 12: "Kn", 13: "Q", 14: "K" };

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function star(x: number, y: number, s: number): string {
  const points = Array.from({ length: 10 }, (_, i) => {
    const r = i % 2 === 0 ? s : s * 0.42;
    const a = (Math.PI / 5) * i - Math.PI / 2;
    return `${(x + r * Math.cos(a)).toFixed(1)},${(y + r * Math.sin(a)).toFixed(1)}`;
  });
  return `<polygon points="${points.join(" ")}"/>`;
}

function sun(x: number, y: number, s: number): string {
  const rays = Array.from({ length: 12 }, (_, i) => {
    const a = (Math.PI / 6) * i;
    const [c, d] = [Math.cos(a), Math.sin(a)];
    return `<line x1="${(x + c * s * 0.62).toFixed(1)}" y1="${(y + d * s * 0.62).toFixed(1)}" x2="${(x + c * s).toFixed(1)}" y2="${(y + d * s).toFixed(1)}" stroke-width="${s * 0.09}"/>`;
  });
  return `<circle cx="${x}" cy="${y}" r="${s * 0.48}"/>${rays.join("")}`;
}

function moon(x: number, y: number, s: number): string {
  // A crescent: the outer half-circle to the left, back along a flatter half-ellipse.
  return `<path d="M${x + s * 0.3} ${y - s} A${s} ${s} 0 0 0 ${x + s * 0.3} ${y + s} A${s * 0.6} ${s} 0 0 1 ${x + s * 0.3} ${y - s} Z"/>`;
}

function eye(x: number, y: number, s: number): string {
  return `<path d="M${x - s} ${y} q${s} ${-s * 0.9} ${s * 2} 0 q${-s} ${s * 0.9} ${-s * 2} 0 z" fill="none" stroke-width="${s * 0.1}"/><circle cx="${x}" cy="${y}" r="${s * 0.3}"/>`;
}

function tower(x: number, y: number, s: number): string {
  return `<path d="M${x - s * 0.45} ${y + s} v${-s * 1.5} h${-s * 0.15} v${-s * 0.4} h${s * 0.3} v${s * 0.2} h${s * 0.15} v${-s * 0.2} h${s * 0.3} v${s * 0.2} h${s * 0.15} v${-s * 0.2} h${s * 0.3} v${s * 0.4} h${-s * 0.15} v${s * 1.5} z"/>`;
}

/** The Major Arcana's signs: a few cards have their own, the rest cycle through the others. */
const MAJOR_SIGNS: Readonly<Record<number, (x: number, y: number, s: number) => string>> = { 16: tower, 17: star, 18: moon, 19: sun };
const MAJOR_CYCLE = [star, eye, sun, moon];

function majorSign(value: number): (x: number, y: number, s: number) => string {
  return MAJOR_SIGNS[value] ?? MAJOR_CYCLE[value % MAJOR_CYCLE.length];
}

function wand(x: number, y: number, s: number): string {
  return `<rect x="${x - s * 0.12}" y="${y - s}" width="${s * 0.24}" height="${s * 2}" rx="${s * 0.1}"/><circle cx="${x}" cy="${y - s}" r="${s * 0.22}"/>`;
}

function cup(x: number, y: number, s: number): string {
  return `<path d="M${x - s * 0.7} ${y - s * 0.8} h${s * 1.4} q0 ${s * 0.9} ${-s * 0.55} ${s * 1.1} v${s * 0.4} h${s * 0.4} v${s * 0.3} h${-s * 1.1} v${-s * 0.3} h${s * 0.4} v${-s * 0.4} q${-s * 0.55} ${-s * 0.2} ${-s * 0.55} ${-s * 1.1} z"/>`;
}

function sword(x: number, y: number, s: number): string {
  return `<path d="M${x} ${y - s} l${s * 0.14} ${s * 0.25} v${s * 1.15} h${-s * 0.28} v${-s * 1.15} z"/><rect x="${x - s * 0.5}" y="${y + s * 0.38}" width="${s}" height="${s * 0.16}"/><rect x="${x - s * 0.09}" y="${y + s * 0.54}" width="${s * 0.18}" height="${s * 0.42}"/>`;
}

function pentacle(x: number, y: number, s: number): string {
  return `<circle cx="${x}" cy="${y}" r="${s}" fill="none" stroke-width="${s * 0.14}"/>${star(x, y, s * 0.8)}`;
}

/** Where the pips of a numbered card sit: up to ten, in a grid inside the frame. */
function pipPositions(count: number): [number, number][] {
  const rows = Math.ceil(count / 2);
  const top = 70;
  const step = rows > 1 ? 130 / (rows - 1) : 0;
  return Array.from({ length: count }, (_, i) => {
    const row = Math.floor(i / 2);
    const alone = count % 2 === 1 && i === count - 1;
    const x = alone ? WIDTH / 2 : i % 2 === 0 ? 70 : 130;
    return [x, rows > 1 ? top + row * step : 135];
  });
}

/** The name at the foot of the card, on one or two lines. */
function nameLines(name: string): string[] {
  if (name.length <= 16) return [name];
  const words = name.split(" ");
  const half = Math.ceil(words.length / 2);
  return [words.slice(0, half).join(" "), words.slice(half).join(" ")];
}

/** The SVG of a tarot card's face. */
export function tarotFaceSvg(card: TarotCardData): string {
  const suit = SUITS[card.suit] ?? SUITS.major;
  const numbered = card.suit !== "major" && card.value >= 2 && card.value <= 10;
  const signs = numbered
    ? pipPositions(card.value).map(([x, y]) => suit.sign(x, y, card.value > 6 ? 13 : 16)).join("")
    : card.suit === "major"
      ? majorSign(card.value)(WIDTH / 2, 130, 42)
      : suit.sign(WIDTH / 2, 130, 36);
  const corner = card.suit === "major" ? (ROMAN[card.value] ?? String(card.value)) : (COURT[card.value] ?? String(card.value));
  const lines = nameLines(card.name)
    .map((line, i, all) => `<text x="${WIDTH / 2}" y="${all.length === 1 ? 262 : 252 + i * 20}" text-anchor="middle" font-size="16">${escapeXml(line)}</text>`)
    .join("");
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" role="img" aria-label="${escapeXml(card.name)}">`,
    `<rect width="${WIDTH}" height="${HEIGHT}" rx="14" fill="#fbf7ef"/>`,
    `<rect x="8" y="8" width="${WIDTH - 16}" height="${HEIGHT - 16}" rx="10" fill="${suit.wash}" stroke="${suit.ink}" stroke-width="3"/>`,
    `<rect x="18" y="226" width="${WIDTH - 36}" height="56" rx="6" fill="#fbf7ef" stroke="${suit.ink}" stroke-width="1.5"/>`,
    `<g fill="${suit.ink}" stroke="${suit.ink}">${signs}</g>`,
    `<g fill="${suit.ink}" font-family="Georgia, 'Times New Roman', serif" font-weight="700">`,
    `<text x="22" y="36" font-size="18">${escapeXml(corner)}</text>`,
    `<text x="${WIDTH - 22}" y="36" font-size="18" text-anchor="end">${escapeXml(corner)}</text>`,
    lines,
    `</g></svg>`,
  ].join("");
}

/** The SVG of the deck's back: the same for every card. */
export function tarotBackSvg(): string {
  const rings = [80, 60, 40]
    .map((r, i) => `<circle cx="${WIDTH / 2}" cy="${HEIGHT / 2}" r="${r}" fill="none" stroke="#c9a227" stroke-width="${3 - i}"/>`)
    .join("");
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" role="img" aria-label="Plot twist">`,
    `<rect width="${WIDTH}" height="${HEIGHT}" rx="14" fill="#1e1430"/>`,
    `<rect x="10" y="10" width="${WIDTH - 20}" height="${HEIGHT - 20}" rx="10" fill="none" stroke="#c9a227" stroke-width="2"/>`,
    rings,
    `<g fill="#c9a227">${star(WIDTH / 2, HEIGHT / 2, 30)}</g>`,
    `</svg>`,
  ].join("");
}
