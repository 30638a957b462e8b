import { configureStore } from '@reduxjs/toolkit';
import { rootReducer, type RootState } from './root-reducer';

/** The host creates the one store; remotes reach it through react-redux (a shared singleton). */
export function createAppStore(preloadedState?: Partial<RootState>) {
  return configureStore({ reducer: rootReducer, preloadedState });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
