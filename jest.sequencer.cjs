// The order of a whole run's test files (jest.config.cjs). Jest's own: the slowest first by the
// times of earlier runs, and where it has none (a fresh clone, as on CI) the largest files first.
// The stories' file is small but the longest by far (every story rendered twice, about 170 s): last,
// it ran alone while the other worker stood idle. It goes first; the rest keep Jest's order.
const Sequencer = require('@jest/test-sequencer').default;

const LONGEST = /[\\/]storybook[\\/]src[\\/]stories\.test\.tsx$/;

module.exports = class LongestFirst extends Sequencer {
  sort(tests) {
    const sorted = super.sort(tests);
    return [...sorted.filter((test) => LONGEST.test(test.path)), ...sorted.filter((test) => !LONGEST.test(test.path))];
  }
};
