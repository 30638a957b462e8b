/**
 * The invitees whose referral rewards a flag's evidence names (`inviteeIds`): what a clawback
 * reverses. None: there is nothing to claw back, and the review offers no "Claw back".
 */
export const inviteeIdsOf = (evidence: Record<string, unknown>): string[] =>
  Array.isArray(evidence.inviteeIds) ? evidence.inviteeIds.filter((id): id is string => typeof id === 'string') : [];
