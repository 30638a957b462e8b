import { combineSlices } from '@reduxjs/toolkit';
import { toastSlice } from '../toast/toast-slice';

/**
 * Slices remotes inject at run time. A remote declares its own:
 *   declare module '@ciao/shell' { interface LazyLoadedSlices { referral: ReferralState } }
 * then `referralSlice.injectInto(rootReducer)` (or `rootReducer.inject(referralSlice)`).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

/** The one root reducer of the one store; the shell's own slices are static. */
export const rootReducer = combineSlices(toastSlice).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;
