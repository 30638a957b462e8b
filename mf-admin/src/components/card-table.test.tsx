import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShell } from '@ciao/shell/testing';
import { CardTable } from './card-table';

type Row = { id: string; name: string; sent: number };
const ROWS: Row[] = [
  { id: '1', name: 'Bravo', sent: 20 },
  { id: '2', name: 'Alpha', sent: 300 },
  { id: '3', name: 'Charlie', sent: 1 },
];

const names = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

it('when a sortable column header is pressed, then the rows sort by it, ascending then descending, and the header says so', async () => {
  renderWithShell(
    <CardTable
      caption="Campaigns"
      rowKey={({ id }) => id}
      rows={ROWS}
      columns={[
        { header: 'Name', cell: ({ name }) => name },
        { header: 'Sent', cell: ({ sent }) => sent, sortBy: ({ sent }) => sent },
      ]}
    />,
  );
  expect(names()).toEqual(['Bravo', 'Alpha', 'Charlie']);
  expect(screen.queryByRole('button', { name: 'Name' })).toBeNull(); // not sortable: no button

  await userEvent.click(screen.getByRole('button', { name: 'Sent' }));
  expect(names()).toEqual(['Charlie', 'Bravo', 'Alpha']); // numbers as numbers: 1, 20, 300
  expect(screen.getByRole('columnheader', { name: /Sent/ })).toHaveAttribute('aria-sort', 'ascending');

  await userEvent.click(screen.getByRole('button', { name: /Sent/ }));
  expect(names()).toEqual(['Alpha', 'Bravo', 'Charlie']);
  expect(screen.getByRole('columnheader', { name: /Sent/ })).toHaveAttribute('aria-sort', 'descending');
});
