/**
 * The screens' stories happen at one instant, 1 November 2026 at noon (UTC), and time stands
 * still there: what a screen draws from now (the dashboard's last six months, a payment's time
 * left) is what its baseline shows, whenever the stories run. Timers still fire (they count on
 * setTimeout, not on the date); only the date they would read does not move.
 */
export const STORY_NOW = Date.UTC(2026, 10, 1, 12);

const RealDate = Date;

class StoryDate extends RealDate {
  constructor(...args: ConstructorParameters<DateConstructor> | []) {
    if (args.length === 0) super(STORY_NOW);
    else super(...(args as ConstructorParameters<DateConstructor>));
  }

  static override now() {
    return STORY_NOW;
  }
}

globalThis.Date = StoryDate as DateConstructor;
