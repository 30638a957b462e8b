// Standalone dev page (npm run dev -w mf-dashboard); the host loads the exposed screens instead.
import { mountStandalone } from '@ciao/shell/standalone';
import { DashboardScreen } from './screens/dashboard-screen';

mountStandalone('mf_dashboard', [
  { path: '/', title: 'Dashboard', Screen: DashboardScreen },
]);
