// UI preferences that survive a reload (the only persisted slice): which sections
// and the navbar are collapsed. No patient or note content ever goes here.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export const COLLAPSIBLE_SECTIONS = ['recordingOptions', 'customizationOptions', 'notesSelectionOptions', 'uploadOptions'] as const;
export type CollapsibleSection = (typeof COLLAPSIBLE_SECTIONS)[number];

export interface UiState {
  navbarCollapsed: boolean;
  collapsed: Record<CollapsibleSection, boolean>;
}

/** Everything starts collapsed: sections and the navbar. */
export const initialUiState: UiState = {
  navbarCollapsed: true,
  collapsed: { recordingOptions: true, customizationOptions: true, notesSelectionOptions: true, uploadOptions: true },
};

const uiSlice = createSlice({
  name: 'ui',
  initialState: initialUiState,
  reducers: {
    navbarToggled(state, action: PayloadAction<boolean | undefined>) {
      state.navbarCollapsed = action.payload === undefined ? !state.navbarCollapsed : !action.payload;
    },
    sectionToggled(state, action: PayloadAction<CollapsibleSection>) {
      state.collapsed[action.payload] = !state.collapsed[action.payload];
    },
  },
});

export const { navbarToggled, sectionToggled } = uiSlice.actions;
export const uiReducer = uiSlice.reducer;

export const selectNavbarCollapsed = (state: { ui: UiState }) => state.ui.navbarCollapsed;
export const selectSectionCollapsed = (section: CollapsibleSection) => (state: { ui: UiState }) => state.ui.collapsed[section];
