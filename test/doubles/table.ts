import { ActorDouble, MessageDouble, world, type Client, type UserDouble } from "./foundry-cards.js";

/*
 * A table of players around one Foundry world (test/doubles/foundry-cards.ts is the world:
 * one server, a client per tab, each double there naming the Foundry method it stands for).
 * This file seats the people every multi-user test needs, in these roles:
 *
 *   gm      the GM (the active GM: Users#activeGM, the active GM with the lowest id)
 *   alice   the card's author, OWNER of the card's actor
 *   bob     an OWNER of the card's actor who is not its author
 *   mallory a player who owns nothing here; as the author of a card naming Alice's actor, the forger
 *   carol   an OBSERVER of the card's actor
 *   lee     a LIMITED user of the card's actor
 *
 * Ownership levels are V13's DOCUMENT_OWNERSHIP_LEVELS as BaseDocument#testUserPermission
 * reads them (the double in foundry-cards.ts). Keep this file thin: seats, a card, a tab;
 * characters.ts places the characters and their roll cards.
 */

/** The people at the table. */
export interface Table {
  readonly gm: UserDouble;
  readonly alice: UserDouble;
  readonly bob: UserDouble;
  readonly mallory: UserDouble;
  readonly carol: UserDouble;
  readonly lee: UserDouble;
}

/** Empties the world and seats the table, everyone logged in once. */
export function seatTable(): Table {
  world.reset();
  return {
    gm: world.addUser("gm", true),
    alice: world.addUser("alice"),
    bob: world.addUser("bob"),
    mallory: world.addUser("mallory"),
    carol: world.addUser("carol"),
    lee: world.addUser("lee"),
  };
}

/** The ownership of a character Alice plays, Bob co-owns, Carol observes and Lee sees as LIMITED. */
export const SHARED_CHARACTER = { alice: "OWNER", bob: "OWNER", carol: "OBSERVER", lee: "LIMITED" } as const;

type Model = new (source: Record<string, unknown>) => object;

/** Each user's ownership level of an actor (users not named have none). */
export type Ownership = Readonly<Record<string, "NONE" | "LIMITED" | "OBSERVER" | "OWNER">>;

/**
 * Puts an actor in the world (its uuid is `Actor.<id>`), named after its id with a capital
 * unless `name` is given; `type` is its Actor subtype (none unless given).
 */
export function placeActor(
  id: string,
  model: Model,
  system: Record<string, unknown>,
  ownership: Ownership = SHARED_CHARACTER,
  { name, type }: { name?: string; type?: string } = {},
): ActorDouble {
  const actor = new ActorDouble(id, name ?? id[0].toUpperCase() + id.slice(1), model, system, { ...ownership }, type);
  world.actors.set(actor.id, actor);
  return actor;
}

/** Where a placed card stands: its id ("card" unless given), its recipients, blindness, flags and rolls (none). */
export interface CardOptions {
  readonly id?: string;
  readonly whisper?: string[];
  readonly blind?: boolean;
  readonly flags?: Record<string, unknown>;
  readonly rolls?: ConstructorParameters<typeof MessageDouble>[4];
}

/**
 * Puts a card in the chat log as if `author` had created it (the server accepts any
 * `system` data from its author: BaseChatMessage#canCreate checks only the author).
 */
export function placeCard(
  author: UserDouble,
  model: Model,
  system: Record<string, unknown>,
  options: CardOptions = {},
): MessageDouble {
  const message = new MessageDouble(
    options.id ?? "card",
    author,
    model,
    system,
    options.rolls ?? [],
    options.flags ?? {},
    options.whisper ?? [],
    options.blind ?? false,
  );
  world.messages.set(message.id, message);
  return message;
}

/** Lets timers (socket deliveries, hooks, server round trips) run until nothing is left to deliver. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 30; i++) await new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Opens a second tab for `user` that loads its own copy of the code: `load` imports the
 * modules afresh (after `vi.resetModules()`) and registers their hooks, and runs inside the
 * new tab, so that tab has its own module state (queues, pending requests), as a browser tab does.
 * Only the modules `load` imports are fresh: actions registered there from the first copy throw
 * that copy's error classes, which the fresh executor does not recognise (an InputError it
 * catches reads "Failed", not the engine's reason). Tests that read a refusal's reason should
 * make sure the first tab answers.
 */
export async function openTab(user: UserDouble, load: () => Promise<void>): Promise<Client> {
  const tab = world.addTab(user);
  await world.in(tab, load);
  return tab;
}
