// The tarot deck's art, drawn from the cards' own data: each Major Arcanum has its own
// emblem, each court rank its own figure, aces a large sign and number cards their pips in
// the classic layout; the name sits at the foot in letters large enough to read when a chat
// card shows the face at 80 × 120 px. Plain SVG from primitives, no outside art; the build
// writes one file per card (scripts/tarot-faces.mjs) and the gallery shows them.

/** What a face is drawn from: the card's name, suit and value, as the compendium keeps them. */
export interface TarotCardData {
  readonly name: string;
  readonly suit: string;
  readonly value: number;
}

/**
 * A picture on a card: a name for it, the words the SVG's description uses, and its
 * drawing in a 100 × 100 box (ink fill by default; classes `o` thick outline, `t` thin
 * outline, `a` gold fill, `s` gold stroke, `w` the card's wash colour for cut-outs).
 */
export interface TarotEmblem {
  readonly id: string;
  readonly desc: string;
  readonly draw: () => string;
}

/** A court rank's figure, with the English face's letter in its corner and where it holds the suit's sign. */
export interface CourtFigure extends TarotEmblem {
  readonly letter: string;
  readonly sign: readonly [x: number, y: number, size: number];
}

const WIDTH = 200;
const HEIGHT = 300;
const GOLD = "#c9a227";
/** Where the picture goes: the 100 × 100 drawing box, scaled into the space above the name. */
const ART = { x: 27, y: 46, scale: 1.46 };
/** The name band at the foot; its text is sized so that, 80 px wide, it is still 9 to 10.4 px tall. */
const BAND = { x: 14, y: 208, width: 172, height: 78 };
const NAME_MAX_SIZE = 26;
/**
 * Letters' widths in hundredths of an em, in DejaVu Serif Bold (measured in Chromium): the
 * widest of the fonts the face's `font-family` falls back to, so a name sized by them fits.
 */
const LETTER_WIDTHS: Readonly<Record<string, number>> = Object.fromEntries(
  (
    [
      [" ", 35],
      ["ijl", 38],
      ["f", 43],
      ["t", 46],
      ["IJ", 47],
      ["r", 53],
      ["s", 56],
      ["z", 57],
      ["vy", 58],
      ["x", 60],
      ["c", 61],
      ["e", 64],
      ["a", 65],
      ["o", 67],
      ["k", 69],
      ["bdgpqL", 70],
      ["FY", 71],
      ["S", 72],
      ["hnuZ", 73],
      ["T", 74],
      ["P", 75],
      ["E", 76],
      ["AVX", 78],
      ["C", 80],
      ["R", 83],
      ["BG", 85],
      ["w", 86],
      ["DKOQU", 87],
      ["N", 91],
      ["H", 94],
      ["m", 106],
      ["M", 111],
      ["W", 112],
    ] as [string, number][]
  ).flatMap(([letters, width]) => [...letters].map((letter) => [letter, width])),
);

type Sign = (x: number, y: number, s: number) => string;

/** Each suit's colours, sign and the name of its sign for descriptions. */
const SUITS: Readonly<
  Record<string, { readonly ink: string; readonly wash: string; readonly sign: Sign; readonly noun: string }>
> = {
  major: { ink: "#3b1f5c", wash: "#efe6f7", sign: star, noun: "star" },
  wands: { ink: "#8a3b12", wash: "#f8ebdf", sign: wand, noun: "wand" },
  cups: { ink: "#1c4f7a", wash: "#e3eef8", sign: cup, noun: "cup" },
  swords: { ink: "#3a3f47", wash: "#e9ebee", sign: sword, noun: "sword" },
  pentacles: { ink: "#2f5d2a", wash: "#e6f2e2", sign: pentacle, noun: "pentacle" },
};

const ROMAN = [
  "0",
  "I",
  "II",
  "III",
  "IV",
  "V",
  "VI",
  "VII",
  "VIII",
  "IX",
  "X",
  "XI",
  "XII",
  "XIII",
  "XIV",
  "XV",
  "XVI",
  "XVII",
  "XVIII",
  "XIX",
  "XX",
  "XXI",
];

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function n(value: number): string {
  return String(Math.round(value * 10) / 10);
}

/** Points around a centre, alternating between two radii: stars, bursts and manes. */
function burst(x: number, y: number, points: number, outer: number, inner: number): string {
  return Array.from({ length: points * 2 }, (_, i) => {
    const r = i % 2 === 0 ? outer : inner;
    const a = (Math.PI / points) * i - Math.PI / 2;
    return `${n(x + r * Math.cos(a))},${n(y + r * Math.sin(a))}`;
  }).join(" ");
}

function star(x: number, y: number, s: number): string {
  return `<polygon points="${burst(x, y, 5, s, s * 0.42)}"/>`;
}

function wand(x: number, y: number, s: number): string {
  return `<path d="M${n(x - s * 0.24)} ${n(y - s * 0.7)}h${n(s * 0.48)}v${n(s * 1.7)}h${n(-s * 0.48)}z"/><circle cx="${n(x)}" cy="${n(y - s * 0.72)}" r="${n(s * 0.34)}"/>${leaf(x + s * 0.15, y - s * 0.2, -40, s * 0.7, "a")}`;
}

function cup(x: number, y: number, s: number): string {
  return `<path d="M${n(x - s * 0.7)} ${n(y - s * 0.8)}h${n(s * 1.4)}q0 ${n(s * 0.9)} ${n(-s * 0.55)} ${n(s * 1.1)}v${n(s * 0.4)}h${n(s * 0.4)}v${n(s * 0.3)}h${n(-s * 1.1)}v${n(-s * 0.3)}h${n(s * 0.4)}v${n(-s * 0.4)}q${n(-s * 0.55)} ${n(-s * 0.2)} ${n(-s * 0.55)} ${n(-s * 1.1)}z"/>`;
}

function sword(x: number, y: number, s: number): string {
  return `<path d="M${n(x)} ${n(y - s)}l${n(s * 0.2)} ${n(s * 0.3)}v${n(s * 1.02)}h${n(-s * 0.4)}v${n(-s * 1.02)}z"/><path d="M${n(x - s * 0.6)} ${n(y + s * 0.32)}h${n(s * 1.2)}v${n(s * 0.26)}h${n(-s * 1.2)}z"/><path d="M${n(x - s * 0.13)} ${n(y + s * 0.58)}h${n(s * 0.26)}v${n(s * 0.32)}h${n(-s * 0.26)}z"/><circle cx="${n(x)}" cy="${n(y + s * 0.92)}" r="${n(s * 0.14)}"/>`;
}

function pentacle(x: number, y: number, s: number): string {
  return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(s * 0.93)}" fill="none" stroke-width="${n(s * 0.14)}"/>${star(x, y, s * 0.78)}`;
}

/** A leaf or a grain from (x, y) towards an angle, for wheat and wreaths. */
function leaf(x: number, y: number, angle: number, length: number, cls = ""): string {
  const a = (angle * Math.PI) / 180;
  const [dx, dy] = [Math.cos(a) * length, Math.sin(a) * length];
  const [px, py] = [-dy * 0.3, dx * 0.3];
  return `<path${cls ? ` class="${cls}"` : ""} d="M${n(x)} ${n(y)}q${n(dx / 2 + px)} ${n(dy / 2 + py)} ${n(dx)} ${n(dy)}q${n(-dx / 2 - px)} ${n(-dy / 2 - py)} ${n(-dx)} ${n(-dy)}z"/>`;
}

function wheat(x: number, flip: number): string {
  const grains = [30, 42, 54].map((y) => leaf(x, y, -90 + flip * 40, 12) + leaf(x, y, -90 - flip * 40, 12)).join("");
  return `<path class="t" d="M${x} 94V24"/>${grains}${leaf(x, 24, -90, 14)}`;
}

function key(): string {
  return `<circle class="o" cx="50" cy="16" r="11"/><path class="o" d="M50 27V90"/><path d="M50 74h14v7H50zm0 11h10v7H50z"/>`;
}

const HEART = "M0 30C-26 12-26-18-12-18C-4-18 0-10 0-6C0-10 4-18 12-18C26-18 26 12 0 30z";

/** The 22 Major Arcana's emblems, by the card's number: each its own, after the card's meaning. */
export const MAJOR_EMBLEMS: readonly TarotEmblem[] = [
  {
    id: "jester-cap",
    desc: "a jester's three-pointed cap with bells",
    draw: () =>
      `<path d="M40 72Q44 34 50 16Q56 34 60 72zM24 72Q20 46 6 36Q34 34 44 72zM76 72Q80 46 94 36Q66 34 56 72z"/><circle class="a" cx="50" cy="14" r="7"/><circle class="a" cx="6" cy="36" r="7"/><circle class="a" cx="94" cy="36" r="7"/><rect x="20" y="70" width="60" height="14" rx="4"/><path class="a" d="M26 77l6-5 6 5-6 5zm18 0l6-5 6 5-6 5zm18 0l6-5 6 5-6 5z"/>`,
  },
  {
    id: "top-hat-and-wand",
    desc: "a top hat with a wand beside it, sparkling",
    draw: () =>
      `<path d="M22 30h40v44H22z"/><ellipse cx="42" cy="76" rx="34" ry="8"/><path class="a" d="M22 60h40v8H22z"/><path class="o" d="M68 86L90 40"/><path class="a" d="M86 6l4 10 10 4-10 4-4 10-4-10-10-4 10-4z"/>`,
  },
  {
    id: "pillars-and-scroll",
    desc: "a dark pillar and a light pillar with a scroll between them",
    draw: () =>
      `<path d="M10 14h24v8H10zm4 8h16v64H14zm-4 64h24v8H10z"/><path class="t" d="M70 16h20v6H70zm2 6h16v64H72zm-2 64h20v6H70z"/><path class="a" d="M40 34h20v44H40z"/><ellipse cx="50" cy="34" rx="13" ry="5"/><ellipse cx="50" cy="78" rx="13" ry="5"/><path class="t" d="M44 46h12M44 56h12M44 66h12"/>`,
  },
  {
    id: "venus-and-wheat",
    desc: "the sign of Venus between two ears of wheat",
    draw: () =>
      `<circle class="o" cx="50" cy="36" r="19"/><path class="o" d="M50 55v38M37 76h26"/>${wheat(12, 1)}${wheat(88, -1)}`,
  },
  {
    id: "orb-and-sceptre",
    desc: "an imperial orb with a cross, and a sceptre",
    draw: () =>
      `<circle cx="42" cy="62" r="27"/><path class="a" d="M15 58h54v7H15zm23-23h8v54h-8z"/><path d="M38 14h8v22h-8zm-8 6h24v8H30z"/><path class="o" d="M84 94V26"/><circle class="a" cx="84" cy="20" r="8"/>`,
  },
  {
    id: "crossed-keys",
    desc: "two crossed keys, one gold and one dark",
    draw: () =>
      `<g transform="rotate(-32 50 55)">${key()}</g><g transform="rotate(32 50 55)" fill="${GOLD}" stroke="${GOLD}">${key()}</g>`,
  },
  {
    id: "two-hearts",
    desc: "two hearts side by side, pierced by an arrow",
    draw: () =>
      `<path transform="translate(36 46)" d="${HEART}"/><path class="a" transform="translate(64 54)" d="${HEART}" stroke-width="3"/><path class="t" d="M6 90L92 18"/><path d="M92 18l-14 2 8 8z"/>`,
  },
  {
    id: "chariot",
    desc: "a chariot under a starry canopy, with a spoked wheel",
    draw: () =>
      `<path class="a" d="M14 12h62v8H14z"/><path class="t" d="M20 20v24M70 20v24"/><path d="M14 42h56q14 0 14 18v8H14z"/><path class="o" d="M82 54l16-10"/><circle class="o w" cx="42" cy="72" r="20"/><path class="t" d="M42 52v40M22 72h40M28 58l28 28M56 58L28 86"/><circle cx="42" cy="72" r="5"/>`,
  },
  {
    id: "lion",
    desc: "a lion's head in its mane",
    draw: () =>
      `<polygon points="${burst(50, 52, 14, 46, 34)}"/><circle class="a" cx="50" cy="54" r="26"/><circle cx="40" cy="48" r="4"/><circle cx="60" cy="48" r="4"/><path d="M43 60h14l-7 8z"/><path class="t" d="M50 68v5M41 75q9 6 18 0"/>`,
  },
  {
    id: "lantern",
    desc: "a lantern with a star of light inside",
    draw: () =>
      `<circle class="t" cx="50" cy="10" r="7"/><path d="M30 30l20-14 20 14z"/><path d="M32 30h36v50H32z"/><path class="a" d="M38 36h24v38H38z"/><polygon points="${burst(50, 55, 6, 11, 5)}"/><path d="M26 80h48v10H26z"/><path class="s" d="M14 50H4M96 50H86M18 24l-8-6M82 24l8-6"/>`,
  },
  {
    id: "wheel",
    desc: "a great spoked wheel with handles",
    draw: () => {
      const spokes = Array.from({ length: 8 }, (_, i) => {
        const a = (Math.PI / 4) * i;
        const [c, s] = [Math.cos(a), Math.sin(a)];
        return `M${n(50 + c * 12)} ${n(50 + s * 12)}L${n(50 + c * 46)} ${n(50 + s * 46)}`;
      }).join("");
      const knobs = Array.from(
        { length: 8 },
        (_, i) =>
          `<circle cx="${n(50 + Math.cos((Math.PI / 4) * i) * 46)}" cy="${n(50 + Math.sin((Math.PI / 4) * i) * 46)}" r="5"/>`,
      ).join("");
      return `<path class="o" d="${spokes}"/>${knobs}<circle class="o" cx="50" cy="50" r="34"/><circle class="o" cx="50" cy="50" r="12"/><circle class="a" cx="50" cy="50" r="6"/>`;
    },
  },
  {
    id: "scales",
    desc: "a pair of balance scales",
    draw: () =>
      `<path d="M47 20h6v64h-6zM30 94h40l-8-12H38z"/><path d="M12 22h76v6H12z"/><circle class="a" cx="50" cy="16" r="6"/><path class="t" d="M18 28L6 60M18 28l12 32M82 28L70 60M82 28l12 32"/><path class="a" d="M2 60h32q-16 16-32 0zm64 0h32q-16 16-32 0z" stroke-width="2"/>`,
  },
  {
    id: "hanged-figure",
    desc: "a figure hanging upside down by one foot from a beam, a halo round his head",
    draw: () =>
      `<path class="o" d="M8 8h84M16 8v88M84 8v88"/><path class="t" d="M50 8v12"/><path class="o" d="M50 20v28M50 46l16-10-14-8" stroke-width="8"/><rect x="41" y="46" width="18" height="28" rx="6"/><path class="o" d="M43 52l-9 14 9 6M57 52l9 14-9 6"/><circle class="a" cx="50" cy="84" r="14"/><circle cx="50" cy="84" r="9"/>`,
  },
  {
    id: "skull",
    desc: "a skull",
    draw: () =>
      `<path d="M50 10C24 10 14 30 16 50c2 12 8 16 14 18v16h40V68c6-2 12-6 14-18 2-20-8-40-34-40z"/><ellipse class="w" cx="37" cy="47" rx="10" ry="11"/><ellipse class="w" cx="63" cy="47" rx="10" ry="11"/><path class="w" d="M50 58l-6 10h12zM35 74h5v10h-5zm9 0h5v10h-5zm9 0h5v10h-5zm9 0h4v10h-4z"/>`,
  },
  {
    id: "pouring-vessels",
    desc: "water poured from one vessel into another",
    draw: () =>
      `<g transform="rotate(-50 28 40)"><path d="M12 22h32q0 24-16 28q-16-4-16-28zM24 48h8v12h8v6H16v-6h8z"/></g><path d="M56 58h36q0 24-18 28q-18-4-18-28zM70 84h8v8h8v6H62v-6h8z"/><path class="s" d="M36 20Q72 6 74 54" stroke-width="6"/>`,
  },
  {
    id: "horned-head-and-chain",
    desc: "a horned head above a chain",
    draw: () =>
      `<path d="M28 26Q50 14 72 26Q78 54 50 76Q22 54 28 26zM30 28Q14 18 18 0Q28 18 42 20zM70 28Q86 18 82 0Q72 18 58 20z"/><path class="a" d="M34 38l13 6-10 4zm32 0l-13 6 10 4zM42 60q8 5 16 0l-8 8z"/><ellipse class="o" cx="26" cy="90" rx="12" ry="6"/><ellipse class="o" cx="50" cy="90" rx="12" ry="6"/><ellipse class="o" cx="74" cy="90" rx="12" ry="6"/>`,
  },
  {
    id: "struck-tower",
    desc: "a tower struck by lightning",
    draw: () =>
      `<path d="M28 98V36h-6V18h9v7h8v-7h10v7h8v-7h9v18h-6v62z"/><path class="w" d="M38 46h10v14H38zm4 26h10v14H42z"/><path class="a" d="M86 0L66 34h12L60 62 96 24H84L98 0z" stroke-width="2"/>`,
  },
  {
    id: "great-star",
    desc: "one great eight-pointed star among seven small ones",
    draw: () => {
      const small = [
        [10, 14],
        [90, 14],
        [8, 82],
        [26, 94],
        [50, 88],
        [74, 94],
        [92, 82],
      ]
        .map(([x, y]) => star(x, y, 7))
        .join("");
      return `<polygon class="a" points="${burst(50, 44, 8, 40, 15)}" stroke-width="2"/>${small}`;
    },
  },
  {
    id: "crescent-and-drops",
    desc: "a crescent moon shedding drops over the water",
    draw: () =>
      `<path d="M58 6A36 36 0 1 0 58 74A26 36 0 0 1 58 6z"/><path class="a" d="M74 26q7 12 0 15q-7-3 0-15zm14 16q7 12 0 15q-7-3 0-15zm-16 16q7 12 0 15q-7-3 0-15z"/><path class="o" d="M4 90q12-8 24 0t24 0t24 0t24 0"/>`,
  },
  {
    id: "radiant-sun",
    desc: "a radiant sun",
    draw: () =>
      `<polygon points="${burst(50, 50, 16, 48, 28)}"/><circle class="a" cx="50" cy="50" r="24" stroke-width="3"/><circle cx="50" cy="50" r="9"/>`,
  },
  {
    id: "trumpet-and-banner",
    desc: "a trumpet sounding, a banner with a cross hanging from it",
    draw: () =>
      `<g transform="rotate(-28 50 50)"><path d="M4 46h8v8H4zm6 2h58v4H10zm56-2q18-2 30-14v36q-12-12-30-14z"/><path class="a" d="M24 52h30v28l-15-6-15 6z"/><path class="t" d="M39 56v16M32 63h14"/></g>`,
  },
  {
    id: "wreath-and-globe",
    desc: "a laurel wreath around the globe, tied with ribbons",
    draw: () =>
      `<ellipse cx="50" cy="52" rx="30" ry="42" fill="none" stroke-width="10" stroke-dasharray="9 5"/><circle class="a" cx="50" cy="52" r="16"/><path class="t" d="M34 52h32M50 36v32M38 42q12 10 24 0M38 62q12-10 24 0"/><path class="s" d="M40 2l20 14M60 2L40 16M40 88l20 14M60 88l-20 14" stroke-width="5"/>`,
  },
];

/** The court's four ranks, each a figure of its own (not only its letter). */
export const COURT_FIGURES: Readonly<Record<number, CourtFigure>> = {
  11: {
    id: "page",
    letter: "P",
    desc: "a young page in a feathered cap, holding up a",
    sign: [80, 24, 15],
    draw: () =>
      `<circle cx="44" cy="32" r="12"/><path class="a" d="M28 28q14-22 32-4z"/><path class="s" d="M56 22q6-16 22-18"/><path d="M30 48q14-6 28 0l6 48H24z"/><path class="o" d="M56 54l16-18"/>`,
  },
  12: {
    id: "knight",
    letter: "Kn",
    desc: "a knight's horse, head held high, beside a",
    sign: [84, 20, 13],
    draw: () =>
      `<path d="M28 98h50q0-22-10-32q16-10 12-30Q74 14 54 8l-4-8-6 10Q32 14 24 32L10 52q-2 10 10 12l18-6q6 10-10 40z"/><circle class="w" cx="50" cy="26" r="4"/><path class="a" d="M46 34l12 26-6 2-10-26z"/><path class="s" d="M56 10q14 8 16 30" stroke-width="5"/>`,
  },
  13: {
    id: "queen",
    letter: "Q",
    desc: "a queen with a pearled crown and long veil, in a wide gown, beside a",
    sign: [84, 52, 13],
    draw: () =>
      `<path d="M36 26q0 26-8 32h44q-8-6-8-32q-14-14-28 0z"/><path d="M50 44q-22 10-30 54h60q-8-44-30-54z"/><circle class="w" cx="50" cy="30" r="11" stroke-width="2"/><path class="a" d="M38 20l2-12 5 7 5-10 5 10 5-7 2 12z"/><circle class="a" cx="40" cy="7" r="3"/><circle class="a" cx="50" cy="4" r="3"/><circle class="a" cx="60" cy="7" r="3"/>`,
  },
  14: {
    id: "king",
    letter: "K",
    desc: "a bearded king with a tall crown, enthroned, beside a",
    sign: [92, 52, 11],
    draw: () =>
      `<path class="a" d="M18 36h64v62H18z" stroke-width="3"/><path d="M20 98q2-40 30-46q28 6 30 46z"/><circle class="w" cx="50" cy="36" r="11" stroke-width="2"/><path d="M39 38q11 26 22 0q-11 8-22 0z"/><path class="a" d="M37 28V8l7 9 6-13 6 13 7-9v20z" stroke-width="2"/>`,
  },
};

const NUMBER_WORDS = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];

/** Where the pips of a numbered card sit in the drawing box: the playing-card layouts. */
function pipPositions(count: number): [number, number][] {
  const [left, mid, right] = [24, 50, 76];
  const [top, bottom] = [8, 92];
  const row = (f: number) => top + (bottom - top) * f;
  const pairs = (fs: number[]) =>
    fs.flatMap((f): [number, number][] => [
      [left, row(f)],
      [right, row(f)],
    ]);
  const centre = (fs: number[]) => fs.map((f): [number, number] => [mid, row(f)]);
  switch (count) {
    case 2:
      return centre([0, 1]);
    case 3:
      return centre([0, 0.5, 1]);
    case 4:
      return pairs([0, 1]);
    case 5:
      return [...pairs([0, 1]), ...centre([0.5])];
    case 6:
      return pairs([0, 0.5, 1]);
    case 7:
      return [...pairs([0, 0.5, 1]), ...centre([0.25])];
    case 8:
      return [...pairs([0, 0.5, 1]), ...centre([0.25, 0.75])];
    case 9:
      return [...pairs([0, 1 / 3, 2 / 3, 1]), ...centre([0.5])];
    default:
      return [...pairs([0, 1 / 3, 2 / 3, 1]), ...centre([1 / 6, 5 / 6])];
  }
}

/** What a card shows: its Major Arcanum's emblem, its court rank's figure, its ace or its pips. */
export function tarotEmblem(card: TarotCardData): TarotEmblem {
  const suit = SUITS[card.suit];
  if (card.suit === "major")
    return MAJOR_EMBLEMS.at(card.value) ?? { id: "star", desc: "a star", draw: () => star(50, 50, 40) };
  const court = COURT_FIGURES[card.value] as CourtFigure | undefined;
  if (court)
    return { id: court.id, desc: `${court.desc} ${suit.noun}`, draw: () => court.draw() + suit.sign(...court.sign) };
  if (card.value === 1) {
    return {
      id: "ace",
      desc: `a single great ${suit.noun} in a burst of light`,
      draw: () => `<polygon class="a" points="${burst(50, 50, 12, 50, 30)}"/>${suit.sign(50, 50, 36)}`,
    };
  }
  const count = Math.max(2, Math.min(10, card.value));
  const size = count > 8 ? 12 : count > 6 ? 14 : count > 3 ? 15 : 18;
  return {
    id: `pips-${count}`,
    desc: `${NUMBER_WORDS[count]} ${suit.noun}s`,
    draw: () =>
      `<defs><g id="p">${suit.sign(0, 0, size)}</g></defs>${pipPositions(count)
        .map(([x, y]) => `<use href="#p" x="${n(x)}" y="${n(y)}"/>`)
        .join("")}`,
  };
}

/** The name at the foot: one line, or the most even two lines if they read larger, and its font size. */
function nameLayout(name: string): { lines: string[]; size: number } {
  const em = (line: string) => [...line].reduce((sum, letter) => sum + (LETTER_WIDTHS[letter] ?? 90), 0) / 100;
  const widest = (lines: string[]) => Math.max(...lines.map(em));
  const sizeFor = (lines: string[]) => Math.min(NAME_MAX_SIZE, Math.floor((BAND.width - 8) / widest(lines)));
  const words = name.split(" ");
  let best = { lines: [name], size: sizeFor([name]) };
  for (let i = 1; i < words.length; i++) {
    const lines = [words.slice(0, i).join(" "), words.slice(i).join(" ")];
    const size = sizeFor(lines);
    if (size > best.size || (size === best.size && best.lines.length === 2 && widest(lines) < widest(best.lines)))
      best = { lines, size };
  }
  return best;
}

/**
 * The corner marks: the Roman numeral on a Major Arcanum; the rank and a small sign on the others. A court's letter is
 * its English initial, drawn on the English face only: in another language the initials mean nothing or clash
 * (Spanish Reina and Rey), and the name at the foot already says the rank in the reader's words.
 */
function corners(card: TarotCardData, ink: string, sign: Sign, lang: string): string {
  if (card.suit === "major")
    return `<text x="${WIDTH / 2}" y="38" font-size="24" text-anchor="middle">${escapeXml(ROMAN.at(card.value) ?? String(card.value))}</text>`;
  const court = COURT_FIGURES[card.value] as CourtFigure | undefined;
  const rank = card.value === 1 ? "A" : court ? (lang === "en" ? court.letter : "") : String(card.value);
  const letter = rank ? `<text x="20" y="38" font-size="24">${escapeXml(rank)}</text>` : "";
  return `${letter}<g fill="${ink}" stroke="${ink}" stroke-width="0">${sign(172, 28, 11)}</g>`;
}

/** Where the build writes the faces, as Foundry serves them and the deck's cards name them. */
const FACE_DIR = "systems/fivefold/assets/tarot";

/**
 * The path of a card's face in a language: the deck's own (English) face, `<id>.svg`, or the face the build drew
 * with the card's name in that language, `<lang>/<id>.svg` (scripts/tarot-faces.mjs).
 */
export function tarotFacePath(id: string, lang = "en"): string {
  return lang === "en" ? `${FACE_DIR}/${id}.svg` : `${FACE_DIR}/${lang}/${id}.svg`;
}

/**
 * The SVG of a tarot card's face, its name (`card.name`, in the face's language) at the foot: its title, and in
 * English a description of the picture for screen readers. A face in another language (`lang`) has its name as
 * title and no description: the description is English prose, and the chat card's image is named by its alt text.
 */
export function tarotFaceSvg(card: TarotCardData, lang = "en"): string {
  const suit = SUITS[card.suit] ?? SUITS.major;
  const emblem = tarotEmblem(card);
  const numeral = card.suit === "major" ? `Major Arcana ${ROMAN[card.value] ?? card.value}: ` : "";
  const described = lang === "en";
  const { lines, size } = nameLayout(card.name);
  const names = lines
    .map(
      (line, i) =>
        `<text x="${WIDTH / 2}" y="${n(BAND.y + BAND.height / 2 + size * 0.36 + (i - (lines.length - 1) / 2) * size * 1.12)}" font-size="${size}" text-anchor="middle">${escapeXml(line)}</text>`,
    )
    .join("");
  return [
    `<svg xmlns="http://www.w3.org/2000/svg"${described ? "" : ` lang="${escapeXml(lang)}"`} viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" role="img" aria-labelledby="${described ? "t d" : "t"}">`,
    `<title id="t">${escapeXml(card.name)}</title>${described ? `<desc id="d">${escapeXml(numeral + emblem.desc)}</desc>` : ""}`,
    `<style>.o,.t,.s{fill:none;stroke-width:6}.t{stroke-width:3}.s{stroke:${GOLD}}.a{fill:${GOLD}}.w{fill:${suit.wash}}</style>`,
    `<rect width="${WIDTH}" height="${HEIGHT}" rx="14" fill="#fbf7ef"/>`,
    `<rect x="8" y="8" width="${WIDTH - 16}" height="${HEIGHT - 16}" rx="10" fill="${suit.wash}" stroke="${suit.ink}" stroke-width="3"/>`,
    `<rect x="${BAND.x}" y="${BAND.y}" width="${BAND.width}" height="${BAND.height}" rx="6" fill="#fbf7ef" stroke="${suit.ink}" stroke-width="2"/>`,
    `<g transform="translate(${ART.x} ${ART.y}) scale(${ART.scale})" fill="${suit.ink}" stroke="${suit.ink}" stroke-width="0" stroke-linecap="round" stroke-linejoin="round">${emblem.draw()}</g>`,
    `<g fill="${suit.ink}" font-family="Georgia, 'DejaVu Serif', serif" font-weight="700">`,
    corners(card, suit.ink, suit.sign, lang),
    names,
    `</g></svg>`,
  ].join("");
}

/**
 * The face of one of the deck's cards in `lang`, named as that language's file names it: `texts` is the file's
 * tarot texts (each card's `<id>.name`); a card the file does not name keeps the deck's English name.
 */
export function tarotFaceIn(card: TarotCardData & { readonly _id: string }, lang: string, texts: unknown): string {
  const entry: unknown =
    typeof texts === "object" && texts !== null ? (texts as Record<string, unknown>)[card._id] : null;
  const name: unknown = typeof entry === "object" && entry !== null ? (entry as { name?: unknown }).name : null;
  return tarotFaceSvg({ ...card, name: typeof name === "string" && name ? name : card.name }, lang);
}

/** The SVG of the deck's back: the same for every card. */
export function tarotBackSvg(): string {
  const rings = [80, 60, 40]
    .map(
      (r, i) =>
        `<circle cx="${WIDTH / 2}" cy="${HEIGHT / 2}" r="${r}" fill="none" stroke="${GOLD}" stroke-width="${3 - i}"/>`,
    )
    .join("");
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" role="img" aria-labelledby="t">`,
    `<title id="t">Plot twist</title>`,
    `<rect width="${WIDTH}" height="${HEIGHT}" rx="14" fill="#1e1430"/>`,
    `<rect x="10" y="10" width="${WIDTH - 20}" height="${HEIGHT - 20}" rx="10" fill="none" stroke="${GOLD}" stroke-width="2"/>`,
    rings,
    `<g fill="${GOLD}">${star(WIDTH / 2, HEIGHT / 2, 30)}</g>`,
    `</svg>`,
  ].join("");
}
