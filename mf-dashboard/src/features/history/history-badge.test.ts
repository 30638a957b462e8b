import en from '../../messages/en.json';
import { historyBadge } from './history-badge';

it.each([
  ['claimed', 'Completed'],
  ['completed', 'Ready'],
  ['active', 'Learning'],
  ['anything else', 'Learning'],
])('a %s contract reads %s', (status, label) => {
  expect(en[historyBadge(status).label]).toBe(label);
});
