// Props the host hands to exposed remote modules. Route screens take none: they read the session
// and the router themselves.

/** mf_account's './ProfileDialog', opened from the side menu's header. */
export interface ProfileDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The section it opens at: 'devices', the signed-in devices (the new-sign-in alert's link, `?profile=devices`). */
  section?: 'devices';
}
