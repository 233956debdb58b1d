import { planItem } from '../plan-items';

describe('plan items from what the clinician said', () => {
  it('keeps the clauses that say what will be done, as imperatives', () => {
    expect(planItem('so, i wanna go ahead and order an echocardiogram and a lipid panel, okay?')).toBe('Order an echocardiogram and a lipid panel.');
    expect(planItem("i want you to continue pilates and let me know if you have any issues.")).toBe('Continue pilates.');
    expect(planItem('order an mri of the lumbar spine.')).toBe('Order an mri of the lumbar spine.');
  });

  it('leaves out what is no plan', () => {
    expect(planItem('so i think you are doing great.')).toBeUndefined();
    expect(planItem('i recommend that you keep your appointment with me.')).toBeUndefined();
  });
});
