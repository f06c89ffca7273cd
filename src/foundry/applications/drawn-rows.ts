/** One row of a list a sheet draws: its fields by name. */
type Row = Readonly<Record<string, unknown>>;

/** A row's identity without an id: what it holds, written with its fields in one order. */
function rowKey(row: Row): string {
  return JSON.stringify(
    Object.keys(row)
      .sort()
      .map((field) => [field, row[field]]),
  );
}

/** The pairs (drawn index, current index) of a longest run of rows both lists hold in the same order. */
function commonRows(drawn: readonly string[], current: readonly string[]): [number, number][] {
  const longest = Array.from({ length: drawn.length + 1 }, () => new Array<number>(current.length + 1).fill(0));
  for (let d = drawn.length - 1; d >= 0; d--)
    for (let c = current.length - 1; c >= 0; c--)
      longest[d][c] =
        drawn[d] === current[c] ? longest[d + 1][c + 1] + 1 : Math.max(longest[d + 1][c], longest[d][c + 1]);
  const pairs: [number, number][] = [];
  for (let d = 0, c = 0; d < drawn.length && c < current.length;) {
    if (drawn[d] === current[c]) pairs.push([d++, c++]);
    else if (longest[d + 1][c] >= longest[d][c + 1]) d++;
    else c++;
  }
  return pairs;
}

/**
 * Where the row a sheet drew at `index` is in the list as stored now, or null when it is gone. A row that holds the
 * same now is the same row, and the rows around it keep their order; a row changed in place (one row drawn and one
 * stored between the same two unchanged neighbours) is the same row too. Anything less sure is gone: acting on a row
 * the user did not see would change the wrong one.
 */
export function rowNow(drawn: readonly Row[], current: readonly Row[], index: number): number | null {
  if (!Number.isInteger(index) || index < 0 || index >= drawn.length) return null;
  const pairs = commonRows(drawn.map(rowKey), current.map(rowKey));
  const bounded: [number, number][] = [[-1, -1], ...pairs, [drawn.length, current.length]];
  for (let i = 1; i < bounded.length; i++) {
    const [d0, c0] = bounded[i - 1];
    const [d1, c1] = bounded[i];
    if (index === d1) return c1;
    if (index > d0 && index < d1) return d1 - d0 === 2 && c1 - c0 === 2 ? c0 + 1 : null;
  }
  return null;
}

/**
 * The rows of a sheet's lists as its user sees them: as drawn, with the user's own changes since. A row's remove
 * button and its fields name it by its place on screen; while the sheet's redraw waits (an open editor), another
 * user may have removed, added or changed rows, and the same place is another row now.
 */
export class DrawnRows {
  readonly #lists = new Map<string, Row[]>();

  /** The sheet was drawn: each list shows its rows as stored now. */
  drawn(lists: readonly { readonly list: string; readonly rows: readonly Row[] }[]): void {
    this.#lists.clear();
    for (const { list, rows } of lists) this.#lists.set(list, structuredClone([...rows]));
  }

  /** Where the row drawn at `index` of `list` is in `current`, or null when it is gone (see rowNow). */
  locate(list: string, index: number, current: readonly Row[]): number | null {
    return rowNow(this.#lists.get(list) ?? current, current, index);
  }

  /** The row drawn at `index`, as the user sees it. */
  row(list: string, index: number): Row | undefined {
    return this.#lists.get(list)?.[index];
  }

  /** The user's own change to the row drawn at `index` was stored as `row`: that is what their screen shows. */
  kept(list: string, index: number, row: Row): void {
    const rows = this.#lists.get(list);
    if (rows && index >= 0 && index < rows.length) rows[index] = structuredClone({ ...row });
  }
}
