import { useState } from 'react';
import styled from 'styled-components';
import { Button, CardContent, CheckIcon, CopyIcon, Spinner, TitledCard } from '@ciao/ui';
import { CodeEditor } from './code-editor';
import { useCopy } from '../../components/use-copy';
import { useReferralMessages } from '../../messages';

const CodeRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border: 1px dashed ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySubtle};
`;

const Code = styled.p`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.08em;
  color: ${({ theme }) => theme.colors.primary};
  overflow-wrap: anywhere;
`;

const Body = styled(CardContent)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const LinkLabel = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Link = styled.p`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 160px), 1fr));
  gap: ${({ theme }) => theme.space[2]};
`;

export interface ReferralCodeCardProps {
  /** undefined while it loads. */
  code: string | undefined;
  /** The full invitation link (the app's address with ?ref=CODE). */
  link: string | undefined;
  onSaveCode: (code: string) => Promise<unknown>;
  /** Opens the editor at once (stories). */
  defaultEditing?: boolean;
}

/** The user's code with an edit option, and buttons copying the code or the whole link. */
export function ReferralCodeCard({ code, link, onSaveCode, defaultEditing = false }: ReferralCodeCardProps) {
  const [editing, setEditing] = useState(defaultEditing);
  const { copied, copy } = useCopy<'code' | 'link'>();
  const t = useReferralMessages();

  return (
    <TitledCard title={t('code.title')} description={t('code.description')}>
      <Body>
        {code === undefined || link === undefined ? (
          <Spinner label={t('code.loading')} />
        ) : editing ? (
          <CodeEditor code={code} onSave={onSaveCode} onClose={() => setEditing(false)} />
        ) : (
          <>
            <CodeRow>
              <Code data-testid="referral-code">{code}</Code>
              <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
                {t('code.edit')}
              </Button>
            </CodeRow>
            <div>
              <LinkLabel>{t('code.link')}</LinkLabel>
              <Link data-testid="referral-link">{link}</Link>
            </div>
            <Actions>
              <Button
                variant="secondary"
                startIcon={copied === 'code' ? <CheckIcon /> : <CopyIcon />}
                onClick={() => copy('code', code, { title: t('code.copied'), description: t('code.codeCopied') })}
              >
                {copied === 'code' ? t('code.copied') : t('code.copyCode')}
              </Button>
              <Button
                startIcon={copied === 'link' ? <CheckIcon /> : <CopyIcon />}
                onClick={() => copy('link', link, { title: t('code.copied'), description: t('code.linkCopied') })}
              >
                {copied === 'link' ? t('code.copied') : t('code.copyLink')}
              </Button>
            </Actions>
          </>
        )}
      </Body>
    </TitledCard>
  );
}
