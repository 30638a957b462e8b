import { PlaceholderScreen } from '@ciao/shell';

/** /admin/voucher-logs (placeholder until its feature issue lands). */
export function VoucherLogScreen() {
  return <PlaceholderScreen title="Voucher Logs">Voucher transaction log — coming in the admin issue.</PlaceholderScreen>;
}

export default VoucherLogScreen;
