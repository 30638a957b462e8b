import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { StoreCreditCode } from '@ciao/contracts';
import { COPIED_INDICATOR_RESET_MS } from '@ciao/contracts/web';
import { formatUsd } from '@ciao/contracts/money';
import { Badge, Button, CheckIcon, CopyIcon, type BadgeVariant } from '@ciao/ui';
import { formatDate, isExpiringSoon, timeLeft } from './code-state';

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

const CodeText = styled.code<{ $faded: boolean }>`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.04em;
  overflow-wrap: anywhere;
  color: ${({ theme, $faded }) => ($faded ? theme.colors.textMuted : theme.colors.text)};
  text-decoration: ${({ $faded }) => ($faded ? 'line-through' : 'none')};
`;

const Amount = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Detail = styled.p<{ $tone?: 'warning' | 'muted' }>`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme, $tone = 'muted' }) => ($tone === 'warning' ? theme.colors.warning : theme.colors.textMuted)};
`;

const Badges = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
`;

const STATUS: Record<StoreCreditCode['status'], { label: string; variant: BadgeVariant }> = {
  active: { label: 'Active', variant: 'success' },
  used: { label: 'Used', variant: 'neutral' },
  expired: { label: 'Expired', variant: 'danger' },
  cancelled: { label: 'Cancelled', variant: 'neutral' },
};

export interface CodeItemProps {
  code: StoreCreditCode;
  /** The moment the expiry is measured against. */
  now: Date;
  /** Copies the code text; rejects when the clipboard refuses. */
  onCopy: (code: string) => Promise<void>;
}

/** One code of the history: its text, amount and state, and a copy button ('Copied' for 2 s). */
export function CodeItem({ code, now, onCopy }: CodeItemProps) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    try {
      await onCopy(code.code);
    } catch {
      return; // the screen says so (toast 'Copy Failed')
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_INDICATOR_RESET_MS);
  };

  const soon = isExpiringSoon(code, now);
  return (
    <Item data-status={code.status} aria-label={`${code.code}, ${STATUS[code.status].label}`}>
      <Row>
        <CodeText $faded={code.status !== 'active'}>{code.code}</CodeText>
        <Badges>
          <Badge variant={STATUS[code.status].variant}>{STATUS[code.status].label}</Badge>
          {soon ? <Badge variant="warning">Expiring soon</Badge> : null}
        </Badges>
      </Row>
      <Row>
        <Amount>{formatUsd(code.amountUsd)}</Amount>
        <Button
          variant={copied ? 'secondary' : 'outline'}
          size="sm"
          startIcon={copied ? <CheckIcon /> : <CopyIcon />}
          aria-label={copied ? `Copied ${code.code}` : `Copy ${code.code}`}
          onClick={() => void copy()}
        >
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </Row>
      <Detail>Generated {formatDate(code.generatedAt)}</Detail>
      {code.status === 'active' ? (
        <Detail $tone={soon ? 'warning' : 'muted'}>
          Expires {formatDate(code.expiresAt)}
          {soon ? ` · ${timeLeft(code.expiresAt, now)}` : ''}
        </Detail>
      ) : null}
      {code.status === 'used' ? (
        <Detail>
          Used{code.usedAt ? ` on ${formatDate(code.usedAt)}` : ''}
          {code.ciaomarketsOrderId ? ` · Order ${code.ciaomarketsOrderId}` : ''}
        </Detail>
      ) : null}
      {code.status === 'expired' ? (
        <Detail>Expired on {formatDate(code.expiresAt)}. This code can no longer be used.</Detail>
      ) : null}
      {code.status === 'cancelled' ? (
        <Detail>Cancelled by support. Its credits went back to your balance.</Detail>
      ) : null}
    </Item>
  );
}
