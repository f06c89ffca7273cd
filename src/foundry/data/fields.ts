const { NumberField, StringField, BooleanField } = foundry.data.fields;

/** A whole number from `min` to `max` that is never null: a tracker, a rating, a count. */
export function rating(min: number, max: number | undefined, initial: number) {
  return new NumberField({ required: true, nullable: false, integer: true, min, max, initial });
}

/** A short line of text, empty by default. */
export function text() {
  return new StringField({ required: true, blank: true, initial: "" });
}

/** A checkbox, off by default. */
export function flag() {
  return new BooleanField({ required: true, initial: false });
}
