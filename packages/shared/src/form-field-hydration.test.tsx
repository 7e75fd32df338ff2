import { act, type FormEvent } from 'react';
import { screen } from '@testing-library/react';
import { CONTACT_RULES, type ContactMessagePayload } from '@gloh/contract/contact';
import { FormField, SubmitButton } from './form-field';
import { useFormFields } from './form-fields';
import { serverRenderedElement } from '../testing/server-rendering';

const EMPTY: ContactMessagePayload = { name: '', email: '', message: '' };

/** A form like the site's: useFormFields state, FormField controls, submit refused until filled. */
function MessageForm({ onSend }: { onSend: (values: ContactMessagePayload) => void }) {
  const fields = useFormFields(CONTACT_RULES, EMPTY);
  const filled = fields.values.name !== '' && fields.values.message !== '';
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (fields.validate()) onSend(fields.values);
  }
  // FormField takes its name, value, error and change handler from the form's fields.
  return (
    <form ref={fields.formRef} noValidate onSubmit={submit} aria-label="Write to us">
      <FormField {...fields.field('name')} id="m-name" label="Name" />
      <FormField {...fields.field('email')} id="m-email" label="Email" type="email" />
      <FormField {...fields.field('message')} id="m-message" label="Message" rows={3} />
      <SubmitButton submitting={false} submittingLabel="Sending..." disabled={!filled}>
        Send
      </SubmitButton>
    </form>
  );
}

describe('FormField after server rendering', () => {
  const form = serverRenderedElement(() => <MessageForm onSend={() => {}} />);
  let consoleError: jest.SpyInstance;

  beforeEach(() => {
    form.serverRender();
    consoleError = jest.spyOn(console, 'error');
  });

  afterEach(() => consoleError.mockRestore());

  /** What a visitor or autofill does before the code arrives: the DOM changes, no React event. */
  function typeBeforeHydration(label: string, text: string) {
    const labelElement = [...form.container().querySelectorAll('label')].find(
      (element) => element.textContent === label,
    )!;
    form
      .container()
      .querySelector<HTMLInputElement | HTMLTextAreaElement>(`#${labelElement.htmlFor}`)!.value =
      text;
  }

  const hydrate = (onSend: (values: ContactMessagePayload) => void = () => {}) =>
    form.hydrate(<MessageForm onSend={onSend} />);

  it('adopts text typed into the server-rendered fields before hydration', async () => {
    typeBeforeHydration('Name', 'Ada Example');
    typeBeforeHydration('Message', 'Hello from before hydration');
    await hydrate();

    expect(screen.getByLabelText('Name')).toHaveValue('Ada Example');
    expect(screen.getByLabelText('Message')).toHaveValue('Hello from before hydration');
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
    // Hydration itself found nothing to complain about: server and first client render agree.
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('validates the adopted values as typed ones and sends them', async () => {
    typeBeforeHydration('Name', 'Ada Example');
    typeBeforeHydration('Email', 'not-an-address');
    typeBeforeHydration('Message', 'Hello');
    const onSend = jest.fn();
    await hydrate(onSend);

    await act(async () => screen.getByRole('button', { name: 'Send' }).click());
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      CONTACT_RULES.email.format!.message,
    );
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');

    const email = screen.getByLabelText('Email');
    await act(async () => {
      // React's own change path, as a visitor fixing the address after hydration.
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      setValue.call(email, 'ada@example.com');
      email.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await act(async () => screen.getByRole('button', { name: 'Send' }).click());
    expect(onSend).toHaveBeenCalledWith({
      name: 'Ada Example',
      email: 'ada@example.com',
      message: 'Hello',
    });
  });

  it('leaves untouched fields and the disabled submit as rendered', async () => {
    typeBeforeHydration('Name', 'Ada Example');
    await hydrate();

    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(screen.getByLabelText('Message')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(consoleError).not.toHaveBeenCalled();
  });
});
