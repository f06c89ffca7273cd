import { resolveMuck, type MuckInputs } from "./rules.js";

/** Exact probabilities of a Muck Roll's outcomes; the genetics ones are null without genetics. */
export interface MuckOdds {
  readonly success: number;
  readonly lucky7: number;
  readonly plotTwist: number;
  readonly failure: number;
  readonly manifest: number | null;
  readonly dormant: number | null;
  readonly stressed: number | null;
  /** A plot twist that raises the Hazard Level (not protected by the genetics bonus). */
  readonly hazardRise: number;
  /** Genetics move the Genetic or Stress number to 12. */
  readonly sickness: number;
}

/** Exact odds of a Muck Roll: all 36 white pairs, times the 12 red faces with genetics, resolved by the rules. */
export function muckOdds(inputs: MuckInputs): MuckOdds {
  const reds = inputs.genetics === "none" ? [null] : Array.from({ length: 12 }, (_, i) => i + 1);
  const counts = {
    success: 0,
    lucky7: 0,
    plotTwist: 0,
    failure: 0,
    manifest: 0,
    dormant: 0,
    stressed: 0,
    hazardRise: 0,
    sickness: 0,
  };
  for (let w1 = 1; w1 <= 6; w1++) {
    for (let w2 = 1; w2 <= 6; w2++) {
      for (const red of reds) {
        const result = resolveMuck(inputs, { white: [w1, w2], genetics: red });
        if (result.success) counts.success++;
        if (result.lucky7) counts.lucky7++;
        if (result.plotTwist) counts.plotTwist++;
        if (result.failure) counts.failure++;
        if (result.geneticsResult) counts[result.geneticsResult]++;
        counts.hazardRise += result.hazardRise;
        if (result.sickness) counts.sickness++;
      }
    }
  }
  const cases = 36 * reds.length;
  const genetics = inputs.genetics !== "none";
  return {
    success: counts.success / cases,
    lucky7: counts.lucky7 / cases,
    plotTwist: counts.plotTwist / cases,
    failure: counts.failure / cases,
    manifest: genetics ? counts.manifest / cases : null,
    dormant: genetics ? counts.dormant / cases : null,
    stressed: genetics ? counts.stressed / cases : null,
    hazardRise: counts.hazardRise / cases,
    sickness: counts.sickness / cases,
  };
}
