import { Dashboard } from '../app/dashboard';

/** mf_dashboard's './DashboardScreen': the mining dashboard at /. */
export function DashboardScreen() {
  return <Dashboard />;
}

export default DashboardScreen;
