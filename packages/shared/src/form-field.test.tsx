import { fireEvent, render, screen } from '@testing-library/react';
import { FormField, SubmitButton } from './form-field';

describe('FormField', () => {
  it('labels the control and reports changes', () => {
    const onChange = jest.fn();
    render(
      <FormField id="f-name" name="name" label="Name" value="" onChange={onChange} required />,
    );
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ada' } });
    expect(onChange).toHaveBeenCalledWith('Ada');
    expect(screen.getByLabelText('Name')).toBeRequired();
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
  });

  it('shows its error, marks the control invalid and describes it by the error', () => {
    render(
      <FormField
        id="f-email"
        name="email"
        label="Email"
        value="x"
        onChange={() => {}}
        error="Please enter a valid email address."
        describedBy="f-email-hint"
      />,
    );
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveClass('is-invalid');
    expect(input).toHaveAttribute('aria-describedby', 'f-email-hint f-email-error');
    expect(input).toHaveAccessibleDescription(/Please enter a valid email address\./);
  });

  it('renders a textarea when given rows, and joined controls in an input group', () => {
    const unchanged = { value: '', onChange: () => {} };
    render(
      <>
        <FormField {...unchanged} id="f-msg" name="message" label="Message" rows={4} />
        <FormField
          {...unchanged}
          id="f-code"
          name="code"
          label="Code"
          type="password"
          append={<button type="button">Show</button>}
        />
      </>,
    );
    expect(screen.getByLabelText('Message').tagName).toBe('TEXTAREA');
    expect(screen.getByLabelText('Code').parentElement).toHaveClass('input-group');
  });
});

describe('SubmitButton', () => {
  it('is disabled with its sending label while submitting', () => {
    const { rerender } = render(
      <SubmitButton submitting={false} submittingLabel="Sending...">
        Send
      </SubmitButton>,
    );
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
    rerender(
      <SubmitButton submitting submittingLabel="Sending...">
        Send
      </SubmitButton>,
    );
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  });
});
