// Fixtures of the contract's answers, one home for the API's tests, the API client's and the
// remotes' tests and stories (`@ciao/contracts/testing`; never imported by production code).
export { anOverviewDay } from './overview';
