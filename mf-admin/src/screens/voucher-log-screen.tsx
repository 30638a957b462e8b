import { VoucherLogScreen } from '../features/voucher-logs/voucher-log-screen';

export { VoucherLogScreen };
export default VoucherLogScreen;
