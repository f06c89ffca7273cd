/**
 * The class name every roll Fivefold posts is stored under, written by hand. Foundry keeps a
 * roll as `Roll#toJSON()`, whose `class` is `this.constructor.name`, and rebuilds it with
 * `Roll.fromData`, which finds the class of that name in `CONFIG.Dice.rolls`. A build that
 * renamed a class (a minifier writing `class e`) would store another name, and every roll
 * would come back as whichever class is first called that. The Quench persistence batch
 * checks what the server stored against this table.
 */
export const STORED_ROLL_CLASSES = {
  v5: "V5Roll",
  murk: "MurkRoll",
  sunrider: "SunriderRoll",
  unique: "UniqueRoll",
  muckraker: "MuckRoll",
  /** Single dice (a Crush d4, a Burden d6, a push, a reroll, a severity die) are Foundry's own Roll. */
  core: "Roll",
} as const;
