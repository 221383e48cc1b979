// Every invalid field of a request at once (docs/spec-decisions.md, "All
// invalid fields at once"). A service runs the checks of fields that do not
// depend on each other through one collector instead of letting the first
// one throw; the collector throws once, after the last of them: the lone
// InvalidFieldError itself when one field is wrong (so that request answers
// exactly as it did before), an InvalidFieldsError naming each when several
// are. The rules stay where they live: a collector only runs them.
//
// Order is kept: an error that is not about a field (403, 404, a constraint)
// ends the collection, and if fields were refused before it, those are
// thrown instead, as the first of them was before. So a check that today
// runs after a 403 must still run after it: collect only checks that sit
// next to each other in the service's sequence. A check that needs the value
// another check produces stays after `throwIfAny()` (it would only repeat the
// first refusal, or check a placeholder).
import { InvalidFieldError, InvalidFieldsError } from '../../errors.ts';

export class FieldErrors {
  readonly #errors: InvalidFieldError[] = [];

  /** Keeps a refusal; a field refused already keeps its first one. */
  add(error: InvalidFieldError): void {
    for (const one of error instanceof InvalidFieldsError ? error.fieldErrors : [error]) {
      if (!this.#errors.some((kept) => kept.field === one.field)) this.#errors.push(one);
    }
  }

  /** Runs one check: its value, or undefined when it refused its field (kept). Any other error ends the collection. */
  check<T>(run: () => T): T | undefined {
    try {
      return run();
    } catch (error) {
      this.#keep(error);
      return undefined;
    }
  }

  /** As `check`, for a check that reads the database. Await each before the next: the order is the answer's. */
  async checkAsync<T>(run: () => Promise<T>): Promise<T | undefined> {
    try {
      return await run();
    } catch (error) {
      this.#keep(error);
      return undefined;
    }
  }

  /** Throws what was kept: nothing, the one error, or all of them in one InvalidFieldsError. */
  throwIfAny(): void {
    if (this.#errors.length === 0) return;
    if (this.#errors.length === 1) throw this.#errors[0]!;
    throw new InvalidFieldsError(this.#errors);
  }

  #keep(error: unknown): void {
    if (error instanceof InvalidFieldError) return this.add(error);
    // Fields refused before this error were the answer before it: they still are.
    this.throwIfAny();
    throw error;
  }
}

/** A check as `collectFields` hands it out: the value, or undefined when it refused its field (the collection then never lets the built value out). */
export type FieldCheck = <T>(run: () => T) => T | undefined;
export type AsyncFieldCheck = <T>(run: () => T | Promise<T>) => Promise<T | undefined>;

/**
 * The built value once every check passed: a property that holds a check's
 * answer is no longer undefined (a refused check's undefined never gets out).
 * So write a property that may be absent as null, or leave it out with a
 * spread, never as undefined: its undefined would be typed away here.
 */
export type Passed<R> = { [K in keyof R]: Exclude<R[K], undefined> };

/**
 * Builds a value from field checks and answers it only if every check passed;
 * else throws as FieldErrors does. Inside `build`, a refused check answers
 * undefined (typed so): do not base another check on it.
 */
export function collectFields<R>(build: (check: FieldCheck) => R): Passed<R> {
  const errors = new FieldErrors();
  // What `build` throws outside a check counts as the next check's error.
  const built = errors.check(() => build(<T>(run: () => T) => errors.check(run)));
  errors.throwIfAny();
  return built as Passed<R>;
}

/** As `collectFields`, for checks that read the database: await each in turn. */
export async function collectFieldsAsync<R>(build: (check: AsyncFieldCheck) => Promise<R>): Promise<Passed<R>> {
  const errors = new FieldErrors();
  const built = await errors.checkAsync(() => build(<T>(run: () => T | Promise<T>) => errors.checkAsync(async () => run())));
  errors.throwIfAny();
  return built as Passed<R>;
}
