import { OverviewScreen } from '../features/overview/overview-screen';

export { OverviewScreen };
export default OverviewScreen;
