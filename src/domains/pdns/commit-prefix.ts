// Which lines of an import are stored, when batches commit out of order.
// With several batches in flight, batch 3 may commit before batch 2. The
// checkpoint must then not claim batch 2 (a rerun would skip it), and should
// still know batch 3 is in (a rerun that stores it again would double its
// counts). So: `line`, the end of the contiguous committed prefix, plus the
// line ranges committed beyond it ("ahead"), folded into the prefix as soon
// as the gap before them closes.

/** A range of line numbers, both ends included. */
export type LineRange = readonly [first: number, last: number];

export interface CommittedLines {
  /** Every line up to and including this one is stored. */
  line: number;
  /** Ranges stored beyond `line`, sorted, disjoint and not touching `line` or each other. */
  ahead: LineRange[];
}

export class CommitPrefix {
  #line: number;
  #ahead: LineRange[] = [];

  constructor(start: CommittedLines = { line: 0, ahead: [] }) {
    this.#line = start.line;
    for (const range of start.ahead) this.#add(range);
  }

  /** Records a committed batch; answers whether what is known to be stored changed. */
  commit(first: number, last: number): boolean {
    if (last < first || last <= this.#line) return false;
    this.#add([first, last]);
    return true;
  }

  /** Whether a line is known to be stored (a rerun skips it). */
  covers(line: number): boolean {
    if (line <= this.#line) return true;
    return this.#ahead.some(([first, last]) => first <= line && line <= last);
  }

  get state(): CommittedLines {
    return { line: this.#line, ahead: this.#ahead.map(([first, last]) => [first, last] as const) };
  }

  #add(range: LineRange): void {
    // Merge overlapping or adjacent ranges (a resumed run's batch can span an
    // old "ahead" range), then fold the ones that now touch the prefix.
    const all = [...this.#ahead, range].sort((a, b) => a[0] - b[0]);
    const merged: [number, number][] = [];
    for (const [first, last] of all) {
      const top = merged[merged.length - 1];
      if (top && first <= top[1] + 1) top[1] = Math.max(top[1], last);
      else merged.push([first, last]);
    }
    while (merged.length > 0 && merged[0]![0] <= this.#line + 1) {
      this.#line = Math.max(this.#line, merged.shift()![1]);
    }
    this.#ahead = merged;
  }
}
