import styled from 'styled-components';
import { LegalDocument, usePrivacyPolicy, useTermsAndConditions, type LegalLink } from '@ciao/content';
import { Button } from '@ciao/ui';
import { Dialog, DialogClose } from '@ciao/ui/dialog';
import { useRegistrationMessages } from '../../../messages/registration';

export type LegalDocumentName = 'terms' | 'privacy';

const PATHS: Record<string, LegalDocumentName> = { '/terms': 'terms', '/privacy': 'privacy' };

const SwitchLink = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: underline;
  cursor: pointer;
`;

interface LegalDialogProps {
  /** The open document, or null when closed. */
  document: LegalDocumentName | null;
  onDocumentChange: (document: LegalDocumentName | null) => void;
}

/**
 * The terms or the privacy policy in a scrollable dialog, from the registration checkboxes. The
 * visitor is not signed in yet, so app pages (/faq...) would only show the sign-in screen: a link
 * between the two documents switches the dialog, other app links are plain text.
 */
export function LegalDialog({ document, onDocumentChange }: LegalDialogProps) {
  const documents = { terms: useTermsAndConditions(), privacy: usePrivacyPolicy() };
  const text = document ? documents[document] : null;
  const t = useRegistrationMessages();
  const renderLink = (link: LegalLink) => {
    const target = PATHS[link.href];
    return target ? (
      <SwitchLink type="button" onClick={() => onDocumentChange(target)}>
        {link.text}
      </SwitchLink>
    ) : (
      link.text
    );
  };
  return (
    <Dialog
      closeLabel={t('registration.close')}
      open={text !== null}
      onOpenChange={(open) => {
        if (!open) onDocumentChange(null);
      }}
      title={text?.title ?? ''}
      scrollable
      size="lg"
      footer={
        <DialogClose>
          <Button>{t('registration.close')}</Button>
        </DialogClose>
      }
    >
      {text ? <LegalDocument text={text} headingLevel={3} renderLink={renderLink} /> : null}
    </Dialog>
  );
}
