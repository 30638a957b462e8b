// 20 s per API test: a test may start servers, clone a database and wait on outbox ticks. Set here,
// in every test file's setup, because a project's `testTimeout` counts only when the API's tests run
// alone: from the root config (projects), Jest's 5 s default applied, which the two-instance outbox
// test exceeded on a busy machine.
jest.setTimeout(20_000);
