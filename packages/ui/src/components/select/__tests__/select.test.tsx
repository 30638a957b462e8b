import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithUi } from '../../../testing/render';
import { Select, type SelectOption } from '../select';

const countries: SelectOption[] = [
  { value: 'Germany', label: 'Germany' },
  { value: 'Italy', label: 'Italy' },
  { value: 'Other', label: 'Other', disabled: true },
];

const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('Select', () => {
  it('is a native select labelled by its label, with the placeholder first and disabled while nothing is chosen', () => {
    renderWithUi(<Select label="Country" placeholder="Select your country" options={countries} />);
    const select = screen.getByRole('combobox', { name: 'Country' });
    expect(select.tagName).toBe('SELECT');
    expect(select).toHaveValue('');
    expect(select).toHaveDisplayValue('Select your country');
    expect(optionTexts(select)).toEqual(['Select your country', 'Germany', 'Italy', 'Other']);
    expect(screen.getByRole('option', { name: 'Select your country' })).toBeDisabled();
    expect(screen.getByRole('option', { name: 'Other' })).toBeDisabled();
  });

  it('uncontrolled: picking an option shows it, reports it and drops the placeholder', async () => {
    const onValueChange = jest.fn();
    renderWithUi(
      <Select label="Country" placeholder="Select your country" options={countries} onValueChange={onValueChange} />,
    );
    const select = screen.getByRole('combobox', { name: 'Country' });

    await userEvent.selectOptions(select, 'Italy');

    expect(select).toHaveValue('Italy');
    expect(onValueChange).toHaveBeenCalledWith('Italy');
    expect(optionTexts(select)).toEqual(['Germany', 'Italy', 'Other']);
  });

  it('starts from defaultValue without a placeholder option', () => {
    renderWithUi(<Select label="Country" options={countries} defaultValue="Germany" />);
    const select = screen.getByRole('combobox', { name: 'Country' });
    expect(select).toHaveValue('Germany');
    expect(optionTexts(select)).toEqual(['Germany', 'Italy', 'Other']);
  });

  it('controlled: shows the value it is given and follows the owner', async () => {
    function Owner() {
      const [country, setCountry] = useState('');
      return (
        <>
          <Select label="Country" options={countries} value={country} onValueChange={setCountry} />
          <output>{country || 'none'}</output>
        </>
      );
    }
    renderWithUi(<Owner />);
    const select = screen.getByRole('combobox', { name: 'Country' });
    expect(select).toHaveDisplayValue('Select...');

    await userEvent.selectOptions(select, 'Germany');

    expect(select).toHaveValue('Germany');
    expect(screen.getByRole('status')).toHaveTextContent('Germany');
  });

  it('a controlled select ignores a pick its owner does not take', async () => {
    const onValueChange = jest.fn();
    renderWithUi(<Select label="Country" options={countries} value="Germany" onValueChange={onValueChange} />);
    const select = screen.getByRole('combobox', { name: 'Country' });

    await userEvent.selectOptions(select, 'Italy');

    expect(onValueChange).toHaveBeenCalledWith('Italy');
    expect(select).toHaveValue('Germany');
  });

  it('carries name, required and disabled on the native select', () => {
    renderWithUi(<Select label="Country" options={countries} name="country" required disabled />);
    const select = screen.getByRole('combobox', { name: /Country/ });
    expect(select).toHaveAttribute('name', 'country');
    expect(select).toBeRequired();
    expect(select).toBeDisabled();
  });

  it('without an error, is not invalid and has no description', () => {
    renderWithUi(<Select label="Country" options={countries} />);
    const select = screen.getByRole('combobox', { name: 'Country' });
    expect(select).not.toHaveAttribute('aria-invalid');
    expect(select).not.toHaveAttribute('aria-describedby');
  });

  it('with a hint and an error, is invalid and described by both, error first', () => {
    renderWithUi(
      <Select
        label="Country"
        options={countries}
        hint="Detected from your location."
        error="Please select your country"
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Country' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Please select your country Detected from your location.');
  });

  it('keeps an explicit id for the label', () => {
    renderWithUi(<Select label="Action" id="action-filter" options={countries} />);
    expect(screen.getByLabelText('Action')).toHaveAttribute('id', 'action-filter');
  });
});
