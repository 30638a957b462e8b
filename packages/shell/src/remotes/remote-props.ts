// Props the host hands to exposed remote modules. Route screens take none: they read the session
// and the router themselves.

/** mf_account's './ProfileDialog', opened from the side menu's header. */
export interface ProfileDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}
