import { zodResolver } from '@hookform/resolvers/zod';
import { ROLE_LABELS } from '@rms/schema/role';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useCreateInvite } from '../api/create-invite';
import { failureMessage } from '../lib/failure-message';
import { InviteFormSchema, type InviteFormInput, type InviteFormOutput } from '../lib/forms';
import { FieldMessage } from './field-message';
import { LastDayField } from './last-day-field';
import { RoleChoice } from './role-choice';

const FIELDS = ['email', 'role', 'accessUntil'] as const;
type FieldName = (typeof FIELDS)[number];
const isField = (path: string): path is FieldName => (FIELDS as readonly string[]).includes(path);

/**
 * 'Inviter': an e-mail address, a role and, optionally, a last day. The server mails the
 * invitation; an address that already has an account gets the role at once instead. The form
 * checks with the API's own schema before sending; the server's refusal of a field is shown there.
 */
export function InviteForm() {
  const id = useId();
  const invite = useCreateInvite();
  const form = useForm<InviteFormInput, unknown, InviteFormOutput>({
    resolver: zodResolver(InviteFormSchema),
    defaultValues: { email: '', role: 'editor', accessUntil: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (input) => {
    try {
      const answer = await invite.mutateAsync(input);
      const role = ROLE_LABELS[input.role];
      // An address with an account is no invitation: the server changed the account's role at once.
      if (!answer.invite) toast.success(`${input.email} har nå rollen ${role}`);
      else if (answer.mailed) toast.success(`Invitasjon sendt til ${input.email} (${role})`);
      // Stored, but the mail service refused or is not set up: the invitation still works at sign-in.
      else toast.info(`Invitasjonen til ${input.email} (${role}) er lagret, men e-posten gikk ikke ut. Be personen logge inn med Google på denne adressen.`);
      form.reset();
    } catch (e) {
      const issue = isApiError(e) ? e.issues?.find((i) => isField(i.path)) : undefined;
      if (issue && isField(issue.path)) form.setError(issue.path, { message: issue.message });
      else form.setError('root', { message: failureMessage(e, 'Kunne ikke sende invitasjonen. Prøv igjen.') });
    }
  });

  const errorOf = (name: FieldName) => errors[name]?.message;

  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-sand-200 sm:p-6">
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-navy-950">
        Inviter en ny person
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Personen får en e-post med lenke til innloggingen. Rollen gis første gang personen logger inn med Google på denne adressen. Invitasjonen gjelder i 14 dager.
      </p>
      <form onSubmit={(e) => void submit(e)} noValidate aria-label="Inviter" className="mt-4 space-y-4">
        <div>
          <label htmlFor={`${id}-email`} className="field-label">
            E-postadresse
          </label>
          <input
            id={`${id}-email`}
            type="email"
            autoComplete="off"
            className="field-input"
            aria-invalid={!!errorOf('email')}
            aria-describedby={errorOf('email') ? `${id}-email-error` : undefined}
            {...form.register('email')}
          />
          <FieldMessage id={`${id}-email-error`} message={errorOf('email')} />
        </div>
        <RoleChoice legend="Rolle" register={form.register('role')} error={errorOf('role')} errorId={`${id}-role-error`} />
        <LastDayField
          label="Siste dag med tilgang (valgfritt)"
          hint="Tilgangen slutter ved midnatt etter denne dagen. Tomt: ingen sluttdato."
          register={form.register('accessUntil')}
          error={errorOf('accessUntil')}
        />
        {errors.root?.message && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {errors.root.message}
          </p>
        )}
        <button type="submit" className="btn-primary w-full sm:w-auto" disabled={isSubmitting}>
          Send invitasjon
        </button>
      </form>
    </section>
  );
}
