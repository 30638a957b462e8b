import { historyBadge } from './history-badge';

it.each([
  ['claimed', 'Completed'],
  ['completed', 'Ready'],
  ['active', 'Learning'],
  ['anything else', 'Learning'],
])('a %s contract reads %s', (status, label) => {
  expect(historyBadge(status).label).toBe(label);
});
