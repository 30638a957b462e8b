import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { messageOr, useSignInMutation } from '@ciao/api-client';
import { loginFormSchema } from '@ciao/contracts';
import { useToast } from '@ciao/shell';
import { Button, TextField } from '@ciao/ui';

// Captcha seam: the accounts issue adds the arithmetic captcha field and drops this omit, so the
// spec's 'Enter the captcha code' rule applies again.
const loginSchema = loginFormSchema.omit({ captcha: true });

type Field = 'email' | 'password';
type Errors = Partial<Record<Field, string>>;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

function validate(values: Record<Field, string>): Errors {
  const result = loginSchema.safeParse(values);
  if (result.success) return {};
  const errors: Errors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as Field;
    errors[field] ??= issue.message;
  }
  return errors;
}

/** E-mail and password; on success the session is refreshed and the user goes to /. */
export function LoginForm() {
  const [values, setValues] = useState<Record<Field, string>>({ email: '', password: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [submitted, setSubmitted] = useState(false);
  const signIn = useSignInMutation();
  const { toast } = useToast();
  const navigate = useNavigate();

  const change = (field: Field) => (value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // After a first submit, errors follow the typing.
    if (submitted) setErrors(validate(next));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;

    signIn.mutate(
      { username: values.email.trim(), password: values.password },
      {
        onSuccess: () => {
          toast({ title: 'Login successful!', description: 'Welcome to your $CIAO MINING app' });
          navigate('/', { replace: true });
        },
        onError: (error) =>
          toast({ title: 'Login error', description: messageOr(error, 'Invalid credentials'), variant: 'destructive' }),
      },
    );
  };

  return (
    <Form noValidate onSubmit={submit} aria-label="Login">
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        value={values.email}
        onChange={(e) => change('email')(e.target.value)}
        error={errors.email}
      />
      {/* A plain field: PasswordField's 'Show password' toggle would also answer to the label 'Password'. */}
      <TextField
        label="Password"
        type="password"
        name="password"
        autoComplete="current-password"
        value={values.password}
        onChange={(e) => change('password')(e.target.value)}
        error={errors.password}
      />
      <Button type="submit" fullWidth size="lg" loading={signIn.isPending}>
        {signIn.isPending ? 'Signing in...' : 'Login'}
      </Button>
    </Form>
  );
}
