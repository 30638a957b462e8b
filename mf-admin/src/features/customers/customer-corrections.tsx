import { useState } from 'react';
import type { AdjustmentRequest, CustomerCode, CustomerPage, Role } from '@ciao/contracts';
import { ADJUSTMENT_NOTE, ROLES } from '@ciao/contracts/web';
import { Button, Select, TextField } from '@ciao/ui';
import { formatDecimal } from '../../components/decimal-format';
import { CorrectionDialog } from './correction-dialog';
import { ROLE_LABELS } from './customer-format';

/** The corrections the page offers; each rejects with the server's refusal. */
export interface CustomerCorrections {
  adjustCredits: (request: AdjustmentRequest) => Promise<unknown>;
  cancelCode: (code: string, reason: string) => Promise<unknown>;
  suspend: (reason: string) => Promise<unknown>;
  reinstate: (reason: string) => Promise<unknown>;
  revokeSessions: (reason: string) => Promise<unknown>;
  changeRole: (role: Role, reason: string) => Promise<unknown>;
}

const SIGNED_AMOUNT = /^-?\d{1,20}(\.\d{1,10})?$/;
const isAmount = (amount: string) => SIGNED_AMOUNT.test(amount) && /[1-9]/.test(amount);

/** "+1,500 $CIAO", "-250.5 $CIAO": the sign is the point of an adjustment. */
const signedCiao = (amount: string) =>
  amount.startsWith('-') ? `-${formatDecimal(amount.slice(1))} $CIAO` : `+${formatDecimal(amount)} $CIAO`;

const who = (customer: Pick<CustomerPage, 'email' | 'id'>) => customer.email ?? `account ${customer.id}`;

export function AdjustCreditsDialog({
  customer,
  onConfirm,
}: {
  customer: CustomerPage;
  onConfirm: CustomerCorrections['adjustCredits'];
}) {
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const cleanAmount = amount.trim().replace(/^\+/, '');
  const amountValid = isAmount(cleanAmount);
  const noteValid = note.trim().length > 0;
  return (
    <CorrectionDialog
      trigger={<Button variant="outline">Adjust credits</Button>}
      title="Adjust credits"
      description={
        amountValid
          ? `${signedCiao(cleanAmount)} to the balance of ${who(customer)} (pending now ${formatDecimal(customer.balance.pendingCiao)} $CIAO).`
          : `A signed amount of $CIAO for ${who(customer)}: "1500" adds, "-250.5" takes away.`
      }
      confirmLabel={amountValid ? `Adjust by ${signedCiao(cleanAmount)}` : 'Adjust credits'}
      fieldsValid={amountValid && noteValid}
      onClosed={() => {
        setAmount('');
        setNote('');
      }}
      onConfirm={(reason) => onConfirm({ amount: cleanAmount, note: note.trim(), reason })}
      fields={(showErrors) => (
        <>
          <TextField
            label="Amount ($CIAO)"
            hint='Signed, e.g. "1500" or "-250.5"'
            inputMode="decimal"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            error={showErrors && !amountValid ? 'Expected a signed amount of $CIAO other than zero' : undefined}
          />
          <TextField
            label="Note for the customer"
            hint="Shown with the entry in their credit activity."
            value={note}
            maxLength={ADJUSTMENT_NOTE.maxLength}
            onChange={(event) => setNote(event.target.value)}
            error={showErrors && !noteValid ? 'Write the note the customer will read' : undefined}
          />
        </>
      )}
    />
  );
}

export function CancelCodeDialog({
  code,
  onConfirm,
}: {
  code: CustomerCode;
  onConfirm: CustomerCorrections['cancelCode'];
}) {
  return (
    <CorrectionDialog
      trigger={
        <Button variant="outline" size="sm" aria-label={`Cancel code ${code.code}`}>
          Cancel code
        </Button>
      }
      title={`Cancel code ${code.code}?`}
      description={`The code stops working at the store and its ${formatDecimal(code.amountCiao)} $CIAO go back to the customer's balance.`}
      confirmLabel={`Cancel code ${code.code}`}
      destructive
      onConfirm={(reason) => onConfirm(code.code, reason)}
    />
  );
}

export function SuspendDialog({
  customer,
  onConfirm,
}: {
  customer: CustomerPage;
  onConfirm: CustomerCorrections['suspend'];
}) {
  return (
    <CorrectionDialog
      trigger={<Button variant="destructive">Suspend</Button>}
      title={`Suspend ${who(customer)}?`}
      description="Signed out everywhere at once, sign-in refused, the running contract stopped without reward, no codes and no referral rewards. The data stays."
      confirmLabel="Suspend account"
      destructive
      onConfirm={onConfirm}
    />
  );
}

export function ReinstateDialog({
  customer,
  onConfirm,
}: {
  customer: CustomerPage;
  onConfirm: CustomerCorrections['reinstate'];
}) {
  return (
    <CorrectionDialog
      trigger={<Button variant="outline">Reinstate</Button>}
      title={`Reinstate ${who(customer)}?`}
      description="The customer may sign in again. What the suspension stopped does not come back."
      confirmLabel="Reinstate account"
      onConfirm={onConfirm}
    />
  );
}

export function RevokeSessionsDialog({
  customer,
  onConfirm,
}: {
  customer: CustomerPage;
  onConfirm: CustomerCorrections['revokeSessions'];
}) {
  return (
    <CorrectionDialog
      trigger={<Button variant="outline">Sign out everywhere</Button>}
      title={`Sign ${who(customer)} out everywhere?`}
      description={`Ends the ${customer.signedInDevices} signed-in device(s) now. The customer may sign in again.`}
      confirmLabel="Sign out everywhere"
      destructive
      onConfirm={onConfirm}
    />
  );
}

export function ChangeRoleDialog({
  customer,
  onConfirm,
}: {
  customer: CustomerPage;
  onConfirm: CustomerCorrections['changeRole'];
}) {
  const [role, setRole] = useState<Role>(customer.role);
  return (
    <CorrectionDialog
      trigger={<Button variant="outline">Change role</Button>}
      title={`Change the role of ${who(customer)}`}
      description={`Now ${ROLE_LABELS[customer.role]}; the new role counts from the account's next request.`}
      confirmLabel={`Make ${ROLE_LABELS[role]}`}
      fieldsValid={role !== customer.role}
      onClosed={() => setRole(customer.role)}
      onConfirm={(reason) => onConfirm(role, reason)}
      fields={(showErrors) => (
        <Select
          label="Role"
          value={role}
          onValueChange={(value) => setRole(value as Role)}
          options={ROLES.map((value) => ({ value, label: ROLE_LABELS[value] }))}
          error={showErrors && role === customer.role ? 'Choose another role' : undefined}
        />
      )}
    />
  );
}
