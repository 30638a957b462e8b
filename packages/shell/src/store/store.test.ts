import { createSlice } from '@reduxjs/toolkit';
import { createAppStore } from './create-app-store';
import { rootReducer } from './root-reducer';

// What a remote does: its own slice, injected into the one store at run time.
const counterSlice = createSlice({
  name: 'remoteCounter',
  initialState: { value: 0 },
  reducers: { incremented: (state) => void (state.value += 1) },
  selectors: { selectValue: (state) => state.value },
});

// ...and declares it, as documented for remotes.
declare module '@ciao/shell/store' {
  interface LazyLoadedSlices {
    remoteCounter: ReturnType<typeof counterSlice.getInitialState>;
  }
}

it('a remote injects its slice into the running store, next to the toast slice', () => {
  const store = createAppStore();
  expect(store.getState()).toHaveProperty('toast');

  const injected = counterSlice.injectInto(rootReducer);
  // Before its first action the slice's selector still answers with the initial state.
  expect(injected.selectors.selectValue(store.getState())).toBe(0);

  store.dispatch(counterSlice.actions.incremented());

  expect(injected.selectors.selectValue(store.getState())).toBe(1);
  expect(store.getState()).toHaveProperty('toast.toasts', []);
});
