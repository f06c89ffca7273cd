/**
 * Roll class names are data. Foundry keeps a roll as `Roll#toJSON()`, whose `class` is
 * `this.constructor.name`, and rebuilds it with `Roll.fromData`, which finds the class of that
 * name in `CONFIG.Dice.rolls`. A build that renamed a class (a minifier writing `class e`) would
 * store another name, and every roll would come back as whichever class is first called that.
 * Each ruleset writes the name of its Roll class by hand in its roll.ts (`STORED_ROLL_CLASS`);
 * the Quench persistence batch checks what the server stored against those names. A renamed
 * Roll class keeps its former name registered too, as a subclass of that name, since
 * `Roll.fromData` throws for a stored name that no class in `CONFIG.Dice.rolls` has.
 */

/** Single dice (a Crush d4, a Burden d6, a push, a reroll, a severity die) are Foundry's own Roll. */
export const CORE_ROLL_CLASS = "Roll";
