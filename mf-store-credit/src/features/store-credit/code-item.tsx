import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { StoreCreditCode } from '@ciao/contracts';
import { COPIED_INDICATOR_RESET_MS } from '@ciao/contracts/web';
import { formatUsd } from '@ciao/contracts/money';
import { localeTag, useLocale } from '@ciao/shell';
import { Badge, Button, CheckIcon, CopyIcon, type BadgeVariant } from '@ciao/ui';
import { useStoreCreditMessages, type StoreCreditMessageKey } from '../../messages';
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

const STATUS: Record<StoreCreditCode['status'], { label: StoreCreditMessageKey; variant: BadgeVariant }> = {
  active: { label: 'code.active', variant: 'success' },
  used: { label: 'code.used', variant: 'neutral' },
  expired: { label: 'code.expired', variant: 'danger' },
  cancelled: { label: 'code.cancelled', variant: 'neutral' },
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
  const t = useStoreCreditMessages();
  const locale = localeTag(useLocale());
  const date = (iso: string) => formatDate(iso, locale);
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
  const status = t(STATUS[code.status].label);
  return (
    <Item data-status={code.status} aria-label={t('code.label', { code: code.code, status })}>
      <Row>
        <CodeText $faded={code.status !== 'active'}>{code.code}</CodeText>
        <Badges>
          <Badge variant={STATUS[code.status].variant}>{status}</Badge>
          {soon ? <Badge variant="warning">{t('code.expiringSoon')}</Badge> : null}
        </Badges>
      </Row>
      <Row>
        <Amount>{formatUsd(code.amountUsd, 2, 'half-up', locale)}</Amount>
        <Button
          variant={copied ? 'secondary' : 'outline'}
          size="sm"
          startIcon={copied ? <CheckIcon /> : <CopyIcon />}
          aria-label={t(copied ? 'code.copiedLabel' : 'code.copyLabel', { code: code.code })}
          onClick={() => void copy()}
        >
          {copied ? t('code.copied') : t('code.copy')}
        </Button>
      </Row>
      <Detail>{t('code.generated', { date: date(code.generatedAt) })}</Detail>
      {code.status === 'active' ? (
        <Detail $tone={soon ? 'warning' : 'muted'}>
          {soon
            ? t('code.expiresSoon', { date: date(code.expiresAt), left: timeLeft(code.expiresAt, now, t) })
            : t('code.expires', { date: date(code.expiresAt) })}
        </Detail>
      ) : null}
      {code.status === 'used' ? (
        <Detail>
          {[
            code.usedAt ? t('code.usedOn', { date: date(code.usedAt) }) : status,
            code.ciaomarketsOrderId ? t('code.order', { order: code.ciaomarketsOrderId }) : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </Detail>
      ) : null}
      {code.status === 'expired' ? <Detail>{t('code.expiredOn', { date: date(code.expiresAt) })}</Detail> : null}
      {code.status === 'cancelled' ? <Detail>{t('code.cancelledBySupport')}</Detail> : null}
    </Item>
  );
}
