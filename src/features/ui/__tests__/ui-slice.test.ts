import { initialUiState, navbarToggled, sectionToggled, uiReducer } from '../ui-slice';

describe('ui slice', () => {
  it('starts with the navbar and every option section collapsed', () => {
    const state = uiReducer(undefined, { type: 'init' });
    expect(state.navbarCollapsed).toBe(true);
    expect(state.collapsed).toEqual({
      recordingOptions: true,
      customizationOptions: true,
      notesSelectionOptions: true,
      uploadOptions: true,
    });
  });

  it('toggles the navbar, or sets it to the expanded state given', () => {
    const open = uiReducer(initialUiState, navbarToggled(true));
    expect(open.navbarCollapsed).toBe(false);
    expect(uiReducer(open, navbarToggled()).navbarCollapsed).toBe(true);
  });

  it('toggles one section without touching the others', () => {
    const state = uiReducer(initialUiState, sectionToggled('uploadOptions'));
    expect(state.collapsed.uploadOptions).toBe(false);
    expect(state.collapsed.recordingOptions).toBe(true);
  });
});
