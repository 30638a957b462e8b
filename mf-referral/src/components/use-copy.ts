import { useCallback, useEffect, useRef, useState } from 'react';
import { COPIED_INDICATOR_RESET_MS } from '@ciao/contracts/web';
import { useToast, type ToastInput } from '@ciao/shell';
import { useReferralMessages } from '../messages';

/**
 * Copies text to the clipboard and remembers which button did it for 2 s (the 'Copied!'
 * indicator); a page without clipboard access gets the failure toast.
 */
export function useCopy<Id extends string>() {
  const { toast } = useToast();
  const t = useReferralMessages();
  const [copied, setCopied] = useState<Id | null>(null);
  const reset = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(reset.current), []);

  const copy = useCallback(
    async (id: Id, text: string, done: ToastInput) => {
      try {
        // Absent outside secure contexts (plain http on another host than localhost).
        if (!navigator.clipboard) throw new Error('The clipboard is not available');
        await navigator.clipboard.writeText(text);
      } catch {
        // The spec's clipboard failure toast (section 8).
        toast({ title: t('copy.failedTitle'), description: t('copy.failed'), variant: 'destructive' });
        return;
      }
      toast(done);
      setCopied(id);
      clearTimeout(reset.current);
      reset.current = setTimeout(() => setCopied(null), COPIED_INDICATOR_RESET_MS);
    },
    [toast, t],
  );

  return { copied, copy };
}
