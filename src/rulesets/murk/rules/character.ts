/** The Class Resources an Archetype can hold, as the rule text names them. */
export const CLASS_RESOURCES = ["commandPoint", "favor", "resonance", "token"] as const;
export type ClassResource = (typeof CLASS_RESOURCES)[number];

/** The most Class Resource a character can hold. */
export const MAX_CLASS_RESOURCE = 10;

/** The most of any one piece of gear. */
export const MAX_GEAR_QUANTITY = 999;
