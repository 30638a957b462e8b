import { Activity } from '../features/activity/activity';

/** mf_dashboard's './ActivityScreen': the credit activity at /activity. */
export function ActivityScreen() {
  return <Activity />;
}

export default ActivityScreen;
