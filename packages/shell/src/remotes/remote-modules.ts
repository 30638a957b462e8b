// The host<->remote contract at build time: every remote container, the modules it exposes and
// the props of each module's component. A remote's src/exposes.ts satisfies its entry
// (RemoteExposes; its rspack.config.cjs builds Module Federation's `exposes` from that map), and
// the host loads and renders by it (RemoteId, RemoteProps): renaming an exposed module, or
// changing the props it takes, fails the type check instead of a browser test.
import type { ComponentType } from 'react';
import type { ProfileDialogProps } from './remote-props';

/** A route screen takes no props: it reads the session and the router itself. */
export type ScreenProps = Record<string, never>;

export interface RemoteModules {
  mf_dashboard: { DashboardScreen: ScreenProps; ActivityScreen: ScreenProps };
  mf_referral: { ReferralScreen: ScreenProps };
  mf_store_credit: {
    StoreCreditScreen: ScreenProps;
    StoreCreditTutorialScreen: ScreenProps;
    ShopifyScreen: ScreenProps;
  };
  mf_account: { AuthScreen: ScreenProps; NotificationsScreen: ScreenProps; ProfileDialog: ProfileDialogProps };
  mf_admin: {
    VoucherLogScreen: ScreenProps;
    OverviewScreen: ScreenProps;
    ReviewScreen: ScreenProps;
    CustomersScreen: ScreenProps;
    CustomerScreen: ScreenProps;
    AuditLogScreen: ScreenProps;
    ReleasesScreen: ScreenProps;
    CampaignsScreen: ScreenProps;
  };
}

export type RemoteName = keyof RemoteModules;
export type ExposedName<R extends RemoteName> = keyof RemoteModules[R] & string;

/** The exposed modules of a remote that are route screens. */
export type ScreenName<R extends RemoteName> = {
  [N in ExposedName<R>]: RemoteModules[R][N] extends ScreenProps ? N : never;
}[ExposedName<R>];

/** 'remote/Module', what Module Federation loads an exposed module by, e.g. 'mf_dashboard/DashboardScreen'. */
export type RemoteId = { [R in RemoteName]: `${R}/${ExposedName<R>}` }[RemoteName];

/** The props of the component an id loads. */
export type RemoteProps<Id extends RemoteId> = Id extends `${infer R extends RemoteName}/${infer N}`
  ? N extends ExposedName<R>
    ? RemoteModules[R][N]
    : never
  : never;

/** What a remote's src/exposes.ts satisfies: each module of its contract, whose default export is the component. */
export type RemoteExposes<R extends RemoteName> = {
  readonly [N in ExposedName<R>]: () => Promise<{ default: ComponentType<RemoteModules[R][N]> }>;
};
