import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useFormContext } from 'react-hook-form';
import { AdminContext, BooleanInput, CheckboxGroupInput, Form } from 'react-admin';
import { describe, expect, it } from 'vitest';

/** Focuses a field the way a form does on its first error: through the ref react-hook-form holds. */
function FocusField({ name }: { name: string }) {
  const { setFocus } = useFormContext();
  return (
    <button type="button" onClick={() => setFocus(name)}>
      focus {name}
    </button>
  );
}

// MUI 9 dropped FormControlLabel's inputRef, through which react-admin gave the ref (patches/ra-ui-materialui).
describe("react-admin's switch and checkbox group under MUI 9", () => {
  it('give react-hook-form the input itself, so a form can focus it', async () => {
    render(
      <AdminContext>
        <Form defaultValues={{ isVerified: false, features: [] }}>
          <BooleanInput source="isVerified" label="Verified" />
          <CheckboxGroupInput
            source="features"
            label="Features"
            choices={[
              { id: 'leads', name: 'Leads' },
              { id: 'quotes', name: 'Quotes' },
            ]}
          />
          <FocusField name="isVerified" />
          <FocusField name="features" />
        </Form>
      </AdminContext>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'focus isVerified' }));
    expect(screen.getByRole('switch', { name: 'Verified' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'focus features' }));
    expect(screen.getByRole('checkbox', { name: 'Leads' })).toHaveFocus();
  });
});
