import { Fragment } from 'react';
import styled from 'styled-components';
import { Link } from '@ciao/shell/router';
import { Stack } from '@ciao/ui';

const List = styled.dl`
  margin: 0;
  padding: ${({ theme }) => theme.space[2]};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
  max-width: 100%;
  display: grid;
  grid-template-columns: minmax(0, max-content) minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
  }
`;

const ACCOUNT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** "inviteeIds" -> "Invitee ids": an evidence key in words. */
const inWords = (key: string) => {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** An evidence value in words: accounts as links to their customer page, lists one per line. */
function ValueInWords({ value }: { value: unknown }) {
  if (Array.isArray(value))
    return value.length === 0 ? (
      'none'
    ) : (
      <Stack gap={1}>
        {value.map((item, index) => (
          <ValueInWords key={index} value={item} />
        ))}
      </Stack>
    );
  if (typeof value === 'string' && ACCOUNT_ID.test(value))
    return <Link to={`/admin/customers/${encodeURIComponent(value)}`}>Customer {value.slice(0, 8)}…</Link>;
  if (value !== null && typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * Recorded values in words (a flag's evidence, an audit entry's before and after): each key as
 * words, accounts as links to their customer page, lists one per line.
 */
export function ValuesInWords({ label, values }: { label: string; values: Record<string, unknown> }) {
  return (
    <List aria-label={label}>
      {Object.entries(values).map(([key, value]) => (
        <Fragment key={key}>
          <dt>{inWords(key)}</dt>
          <dd>
            <ValueInWords value={value} />
          </dd>
        </Fragment>
      ))}
    </List>
  );
}
