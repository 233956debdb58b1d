// UI preferences that survive a reload (the only persisted slice): which sections are
// collapsed. No patient or note content ever goes here. (The navbar's toggle is the
// navbar's own state: it is on the public pages too, which load no store.)
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export const COLLAPSIBLE_SECTIONS = ['recordingOptions', 'customizationOptions', 'notesSelectionOptions', 'uploadOptions'] as const;
export type CollapsibleSection = (typeof COLLAPSIBLE_SECTIONS)[number];

export interface UiState {
  collapsed: Record<CollapsibleSection, boolean>;
}

/** Every section starts collapsed. */
export const initialUiState: UiState = {
  collapsed: { recordingOptions: true, customizationOptions: true, notesSelectionOptions: true, uploadOptions: true },
};

const uiSlice = createSlice({
  name: 'ui',
  initialState: initialUiState,
  reducers: {
    sectionToggled(state, action: PayloadAction<CollapsibleSection>) {
      state.collapsed[action.payload] = !state.collapsed[action.payload];
    },
  },
});

export const { sectionToggled } = uiSlice.actions;
export const uiReducer = uiSlice.reducer;

export const selectSectionCollapsed = (section: CollapsibleSection) => (state: { ui: UiState }) => state.ui.collapsed[section];
