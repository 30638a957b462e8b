// Standalone dev page (npm run dev -w mf-admin); the host loads the exposed screens instead.
import { mountStandalone } from '@ciao/shell/standalone';
import { VoucherLogScreen } from './screens/voucher-log-screen';

mountStandalone('mf_admin', [{ path: '/admin/voucher-logs', title: 'Voucher logs', Screen: VoucherLogScreen }]);
