import { PlaceholderScreen } from '@ciao/shell';

/** / (placeholder until its feature issue lands). */
export function DashboardScreen() {
  return <PlaceholderScreen title="Mining dashboard">Mining dashboard — coming in the dashboard issue.</PlaceholderScreen>;
}

export default DashboardScreen;
