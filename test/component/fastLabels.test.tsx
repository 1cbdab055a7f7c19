import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsdomLabelsOf, labelsOf } from './fastLabels';
import { renderScreen, setupUser } from './renderApp';
import { resetSandbox } from './sandboxServer';

beforeEach(resetSandbox);

/** For each form control on the page, the positions (among all labels) of its labels as jsdom finds them and as `labelsOf` does. */
function bothAnswers() {
  const labels = [...document.querySelectorAll('label')];
  const controls = [...document.querySelectorAll<HTMLElement>('button, input, meter, output, progress, select, textarea')];
  const positions = (found: HTMLLabelElement[]) => found.map((label) => labels.indexOf(label));
  return { jsdom: controls.map((control) => positions(jsdomLabelsOf(control))), fast: controls.map((control) => positions(labelsOf(control))) };
}

describe('labels found through the id index', () => {
  it('match jsdom for `for`, enclosing labels, hidden inputs, missing ids and non-labelable targets', () => {
    document.body.innerHTML = `
      <label for="a">A</label><input id="a"><label for="a">A again</label>
      <label>B <input id="b"><input id="b2"></label>
      <label>Hidden <input type="hidden" id="h"><select id="s"></select></label>
      <label for="">empty</label><label for="missing">missing</label>
      <label for="d">div</label><div id="d"></div>
      <label for="t">T</label><textarea id="t"></textarea><button id="btn">go</button>
      <input id="dup"><input id="dup"><label for="dup">first of two</label>`;
    const { jsdom, fast } = bothAnswers();
    expect(fast).toEqual(jsdom);
    expect(fast.flat().length).toBeGreaterThan(5);
  });

  it('match jsdom on the Our Garage edit form', async () => {
    const user = setupUser();
    renderScreen('/admin/marketplace/ourGarage', 'admin');
    await waitFor(() => expect(screen.getAllByRole('row').length).toBeGreaterThan(1));
    await user.click(screen.getAllByRole('button', { name: /^Edit / })[0]);
    // The edit form's own field, inside the dialog: a dialog opened before its code is in shows a loading
    // dialog first.
    await waitFor(() => within(screen.getByRole('dialog')).getByLabelText(/^Garage Name/));
    const { jsdom, fast } = bothAnswers();
    expect(fast).toEqual(jsdom);
    expect(fast.filter((labels) => labels.length > 0).length).toBeGreaterThan(10);
  });
});
