import styled from 'styled-components';
import type { ActivityEntry } from '@ciao/contracts';
import { money } from '@ciao/contracts/money';
import { formatDateTime } from '../../components/contract-text';
import { RowDetail, RowList, RowName, RowTexts } from '../../components/list-row';
import { localeTag, useLocale } from '@ciao/shell';
import { useDashboardMessages } from '../../messages';
import { activitySubject, formatActivityCiao, formatActivityUsd } from './activity-text';

/** Texts on the left, amounts on the right; on the narrowest phones the amounts wrap below. */
const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  padding: ${({ theme }) => theme.space[3]} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  &:last-child {
    border-bottom: 0;
  }
`;

/** Long code and contract names may break anywhere; amounts never do (they are not in it). */
const Detail = styled(RowDetail)`
  overflow-wrap: anywhere;
`;

const Amounts = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  margin-left: auto;
  text-align: right;
  font-variant-numeric: tabular-nums;
`;

const Ciao = styled.span<{ $credit: boolean }>`
  color: ${({ theme, $credit }) => ($credit ? theme.colors.success : theme.colors.danger)};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  overflow-wrap: anywhere;
`;

/** The ledger's entries: what happened, when, to which simulation or code, and the signed amounts. */
export function ActivityList({ entries }: { entries: ActivityEntry[] }) {
  const t = useDashboardMessages();
  const locale = localeTag(useLocale());
  return (
    <RowList aria-label={t('activity.list')}>
      {entries.map((entry) => {
        const subject = activitySubject(entry, t);
        return (
          <Item key={entry.id}>
            <RowTexts>
              <RowName>{t('activity.kind', { kind: entry.kind })}</RowName>
              <Detail>
                <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt, locale)}</time>
              </Detail>
              {subject ? <Detail>{subject}</Detail> : null}
            </RowTexts>
            <Amounts>
              <Ciao $credit={money(entry.amountCiao).gt(0)}>{formatActivityCiao(entry.amountCiao, locale)}</Ciao>
              <Detail>{formatActivityUsd(entry.amountUsd, locale) ?? t('activity.usdNotRecorded')}</Detail>
            </Amounts>
          </Item>
        );
      })}
    </RowList>
  );
}
