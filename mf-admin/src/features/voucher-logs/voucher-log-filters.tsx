import { useState, type FormEvent } from 'react';
import type { VoucherLogFilter } from '@ciao/contracts';
import { VOUCHER_ACTIONS, type VoucherAction } from '@ciao/contracts/web';
import { Button, Select, TextField } from '@ciao/ui';
import { FilterActions, FilterForm } from '../../components/filter-form';
import { ACTION_LABELS } from './voucher-log-format';

const ALL_ACTIONS = 'all';

const ACTION_OPTIONS = [
  { value: ALL_ACTIONS, label: 'All actions' },
  ...VOUCHER_ACTIONS.map((action) => ({ value: action, label: ACTION_LABELS[action] })),
];

export interface VoucherLogFiltersProps {
  /** The filter in force: the fields start from it. */
  filter: VoucherLogFilter;
  onApply: (filter: VoucherLogFilter) => void;
}

/** Code, user e-mail and action; applied together with 'Apply filters' (or Enter). */
export function VoucherLogFilters({ filter, onApply }: VoucherLogFiltersProps) {
  const [voucherCode, setVoucherCode] = useState(filter.voucherCode ?? '');
  const [userEmail, setUserEmail] = useState(filter.userEmail ?? '');
  const [actionType, setActionType] = useState<string>(filter.actionType ?? ALL_ACTIONS);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({
      voucherCode: voucherCode.trim().toUpperCase() || undefined,
      userEmail: userEmail.trim() || undefined,
      actionType: actionType === ALL_ACTIONS ? undefined : (actionType as VoucherAction),
    });
  };

  const clear = () => {
    setVoucherCode('');
    setUserEmail('');
    setActionType(ALL_ACTIONS);
    onApply({});
  };

  return (
    // noValidate: part of an e-mail is a legitimate search.
    <FilterForm role="search" aria-label="Filter voucher logs" onSubmit={submit} noValidate>
      <TextField
        label="Voucher code"
        name="voucherCode"
        value={voucherCode}
        onChange={(event) => setVoucherCode(event.target.value)}
        placeholder="CIAO-ABC123-XYZ789"
        hint="The whole code or any part of it."
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
      />
      <TextField
        label="User e-mail"
        name="userEmail"
        type="search"
        inputMode="email"
        value={userEmail}
        onChange={(event) => setUserEmail(event.target.value)}
        placeholder="name@example.com"
        hint="The whole address or any part of it."
        autoComplete="off"
      />
      <Select
        label="Action"
        name="actionType"
        options={ACTION_OPTIONS}
        value={actionType}
        onValueChange={setActionType}
      />
      <FilterActions>
        <Button type="submit">Apply filters</Button>
        <Button type="button" variant="ghost" onClick={clear}>
          Clear filters
        </Button>
      </FilterActions>
    </FilterForm>
  );
}
