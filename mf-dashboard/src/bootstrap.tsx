// Standalone dev page (npm run dev -w mf-dashboard); the host loads the exposed screens instead.
import { mountStandalone } from '@ciao/shell/standalone';
import { ActivityScreen } from './screens/activity-screen';
import { DashboardScreen } from './screens/dashboard-screen';

mountStandalone('mf_dashboard', [
  { path: '/', title: 'Dashboard', Screen: DashboardScreen },
  { path: '/activity', title: 'Credit activity', Screen: ActivityScreen },
]);
