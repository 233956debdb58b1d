import { initialUiState, sectionToggled, uiReducer } from '../ui-slice';

describe('ui slice', () => {
  it('starts with every option section collapsed', () => {
    const state = uiReducer(undefined, { type: 'init' });
    expect(state.collapsed).toEqual({
      recordingOptions: true,
      customizationOptions: true,
      notesSelectionOptions: true,
      uploadOptions: true,
    });
  });

  it('toggles one section without touching the others', () => {
    const state = uiReducer(initialUiState, sectionToggled('uploadOptions'));
    expect(state.collapsed.uploadOptions).toBe(false);
    expect(state.collapsed.recordingOptions).toBe(true);
  });
});
