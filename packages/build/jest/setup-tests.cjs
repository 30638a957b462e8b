require('@testing-library/jest-dom');

// Screens under test poll a real local HTTP server; on a loaded 2-core CI machine an answer can take
// longer than Testing Library's default 1 s, so findBy*/waitFor wait up to 5 s (a pass stays fast).
require('@testing-library/react').configure({ asyncUtilTimeout: 5_000 });
