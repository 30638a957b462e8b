import { QUIET_DAY_FIGURES } from '../schemas/overview';
import type { OverviewDay } from '../schemas/overview';

/** A day of the programme overview: nothing minted, no codes, no accounts, but for `figures`. */
export const anOverviewDay = (date: string, figures: Partial<OverviewDay> = {}): OverviewDay => ({
  date,
  ...QUIET_DAY_FIGURES,
  ...figures,
});
