import { PRACTICE_STEP, showsTour, stepTarget, tourSteps, TOUR_STEPS } from '../tour-steps';

describe('the product tour', () => {
  it('has the product’s 20 steps in order, from the welcome to help and support', () => {
    expect(TOUR_STEPS).toHaveLength(20);
    expect(TOUR_STEPS[0].id).toBe('welcome');
    expect(TOUR_STEPS[1].id).toBe('skip');
    expect(TOUR_STEPS[19].id).toBe('help');
    expect(new Set(TOUR_STEPS.map((s) => s.id)).size).toBe(20);
  });

  it('is shown to a non-admin with a role and the flag on, and to no one else', () => {
    const user = { role: 'therapist', displayProductTour: true, isGuest: false };
    expect(showsTour(user, false)).toBe(true);
    expect(showsTour(user, true)).toBe(false);
    expect(showsTour({ ...user, role: 'null' }, false)).toBe(false);
    expect(showsTour({ ...user, displayProductTour: false }, false)).toBe(false);
    expect(showsTour({ ...user, isGuest: true }, false)).toBe(false);
    expect(showsTour(null, false)).toBe(false);
  });

  it('points at the step’s element, or at the dashboard when the element is not shown', () => {
    document.body.innerHTML = '<div data-testid="dashboard"></div><a data-testid="nav-help"></a>';
    expect(stepTarget('nav-help')?.getAttribute('data-testid')).toBe('nav-help');
    expect(stepTarget('notes-panel')?.getAttribute('data-testid')).toBe('dashboard');
  });
});

describe('the product tour of a practice’s owner', () => {
  it('has the Practice page’s step before help, pointing at the navigation’s Practice link', () => {
    const steps = tourSteps(true);
    expect(steps).toHaveLength(21);
    expect(steps.map((s) => s.id).slice(-2)).toEqual(['practice', 'help']);
    expect(steps[19]).toEqual(PRACTICE_STEP);
    expect(PRACTICE_STEP.target).toBe('nav-practice');
  });

  it('is the 20 steps for everyone else', () => {
    expect(tourSteps(false)).toEqual(TOUR_STEPS);
  });
});
