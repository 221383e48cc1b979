// Positional parameters for hand-written SQL: push a value, get its `$n`.
export class SqlParams {
  readonly values: unknown[] = [];

  /** Adds a value and answers its placeholder with the cast given (e.g. `int`, `text[]`). */
  add(value: unknown, cast?: string): string {
    this.values.push(value);
    return cast ? `$${this.values.length}::${cast}` : `$${this.values.length}`;
  }
}
