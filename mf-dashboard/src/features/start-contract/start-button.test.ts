import en from '../../messages/en.json';
import { isStartButtonDisabled, startButtonLabel, type StartButtonState } from './start-button';

const idle: StartButtonState = { pending: false, hasActive: false, isOverLimit: false, hours: 9 };

/** The label in English, its `{hours}` filled in. */
function english(state: StartButtonState): string {
  const { key, values } = startButtonLabel(state);
  return en[key].replace('{hours}', String(values?.hours));
}

it.each<[string, Partial<StartButtonState>, string, boolean]>([
  ['idle', {}, 'Start 9h Credit Mining', false],
  ['idle with 1h chosen', { hours: 1 }, 'Start 1h Credit Mining', false],
  ['starting', { pending: true }, 'Starting...', true],
  ['starting wins over everything', { pending: true, hasActive: true, isOverLimit: true }, 'Starting...', true],
  ['a contract runs', { hasActive: true }, 'Credit Simulation Active', true],
  ['a contract runs while over the limit', { hasActive: true, isOverLimit: true }, 'Credit Simulation Active', true],
  // Clickable: the click shows the 'Maximum Limit Reached' toast and sends nothing.
  ['over the limit', { isOverLimit: true }, 'Maximum Limit Reached', false],
])('%s: %s', (_name, state, label, disabled) => {
  expect(english({ ...idle, ...state })).toBe(label);
  expect(isStartButtonDisabled({ ...idle, ...state })).toBe(disabled);
});
