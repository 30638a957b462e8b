// @ciao/api-client/account: the calls only mf-account's profile dialog makes (signed-in devices, the
// password change). Not a shared entry: bundled into mf-account's own lazily loaded code, so the
// dashboard's first load (which loads '@ciao/api-client/signed-in') does not carry them
// (docs/performance.md, "Shared entries and budgets"). Like signed-in.ts, its modules reach the HTTP
// client and the query keys through '@ciao/api-client', the shared entry.
export {
  getSignedInDevices,
  signOutDevice,
  signOutOtherDevices,
  useSignedInDevicesQuery,
  useSignOutDeviceMutation,
  useSignOutOtherDevicesMutation,
} from './user/signed-in-devices';
export { changePassword, useChangePasswordMutation } from './user/change-password';
