// Editing a note by instruction in Chromium, offline: a note generated from a typed transcript,
// "write the plan as a numbered list" applied (the plan's items numbered), undone (the plan as
// it was); an instruction not understood answered with the catalogue's text and the list of
// instructions that work; the box and its list in French.
import type { Page } from 'playwright-core';
import { browserSuite, openPage } from '../support/browser';
import { noteInBrowser } from '../support/session-note';
import { readStack } from '../support/stack';

const stack = readStack();
const suite = browserSuite();
const TRANSCRIPT = [
  '[doctor] what brings you in today?',
  '[patient] i have had pain in my left knee for three weeks.',
  '[patient] i take ibuprofen 400 mg twice a day.',
  '[doctor] any fever? [patient] no fever.',
  '[doctor] we will get an x-ray of the left knee, start physiotherapy, and see you in two weeks.',
].join('\n');

const PLAN_ITEMS = '[data-testid="note-soap"] [data-testid="note-section"][data-section="Plan"] li';

/** The items of the note's Plan section as shown (without each sentence's evidence mark and the Edit button), or whether they are `expected`. */
function shownItems({ selector, expected }: { selector: string; expected?: string[] }): string[] | boolean {
  const items = [...document.querySelectorAll(selector)].map((li) => {
    const copy = li.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('button, [data-testid="note-sentence-state"]').forEach((e) => e.remove());
    return copy.textContent ?? '';
  });
  return expected ? JSON.stringify(items) === JSON.stringify(expected) : items;
}

const planItems = async (page: Page) => (await page.evaluate(shownItems, { selector: PLAN_ITEMS })) as string[];
const planShows = (page: Page, expected: string[]) => page.waitForFunction(shownItems, { selector: PLAN_ITEMS, expected });

describe('edit a note by instruction', () => {
  it('applies "write the plan as a numbered list" offline, undoes it, and lists what works for what it does not understand', async () => {
    const { page, problems } = await openPage(suite.context());
    await noteInBrowser(stack, page, 'instructions-ui', TRANSCRIPT);
    const note = page.getByTestId('note-soap');
    const before = await planItems(page);
    expect(before.length).toBeGreaterThan(1);
    expect(await note.getByTestId('note-instruction-undo').isDisabled()).toBe(true);
    expect(await note.getByTestId('note-instruction-example').count()).toBe(9);

    await note.getByTestId('note-instruction').fill('write the plan as a numbered list');
    await note.getByTestId('note-instruction-apply').click();
    await note.getByTestId('note-instruction-status').waitFor();
    expect(await note.getByTestId('note-instruction-status').textContent()).toBe('Applied: “write the plan as a numbered list”');
    const numbered = await planItems(page);
    expect(numbered.map((text, i) => text.startsWith(`${i + 1}. `))).toEqual(before.map(() => true));
    // The numbers are the items' own: no bullet beside them.
    const planList = note.locator('[data-testid="note-section"][data-section="Plan"] ul');
    expect(await planList.getAttribute('data-layout')).toBe('numbered');
    expect(await planList.evaluate((ul) => getComputedStyle(ul).listStyleType)).toBe('none');

    await page.waitForFunction(
      () => !document.querySelector<HTMLButtonElement>('[data-testid="note-soap"] [data-testid="note-instruction-undo"]')?.disabled,
    );
    await note.getByTestId('note-instruction-undo').click();
    await planShows(page, before);
    expect(await planItems(page)).toEqual(before);
    expect(await planList.getAttribute('data-layout')).toBe('bullets');
    expect(await note.getByTestId('note-instruction-status').textContent()).toBe('The last instruction was undone.');

    expect(problems).toEqual([]);
    await note.getByTestId('note-instruction').fill('make it sound warmer');
    await note.getByTestId('note-instruction-apply').click();
    await note.getByTestId('note-instruction-error').waitFor();
    expect(await note.getByTestId('note-instruction-error').textContent()).toBe('This instruction is not understood offline. These work:');
    const list = note.getByTestId('note-instruction-list');
    expect(await list.getAttribute('class')).toContain('border-warning');
    expect(await list.textContent()).toContain('write the plan as a numbered list');
    expect(await planItems(page)).toEqual(before);
    // The refusal's answer, and nothing else, is in the console.
    expect(problems).toEqual([
      expect.stringMatching(
        /^error: Failed to load resource: the server responded with a status of 422 \(Unprocessable Entity\) \[\/.+\]$/,
      ),
    ]);
  });
});
