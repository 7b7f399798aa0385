// The member-level and points-terms kinds of the reference-data screen: the form's values <-> the admin API body.
import { bodyOf, formValues, MEMBER_LEVEL, MEMBER_POINTS } from '@contract/admin-kinds';

const stored = {
  id: 2,
  code: 'silver',
  name_zh: '银卡',
  name_en: 'Silver',
  min_freight: 50_000,
  discount_bp: 300,
  free_services: ['photos'],
  sort: 2,
  active: true,
};

describe('member levels in the admin screens', () => {
  it('shows the threshold in major units and sends only what changed, in minor units', () => {
    const values = formValues(MEMBER_LEVEL, stored);
    expect(values).toMatchObject({ min_freight: '500.00', discount_bp: '300', free_services: ['photos'] });
    const changed = { ...values, min_freight: '800', free_services: ['photos', 'reinforce'] };
    expect(bodyOf(MEMBER_LEVEL, changed, values)).toEqual({ body: { min_freight: 80_000, free_services: ['photos', 'reinforce'] } });
    expect(MEMBER_LEVEL.detail!(stored)).toEqual(['silver', '≥ 500.00', '3%']);
  });

  it('names the first wrong field instead of sending it', () => {
    const values = formValues(MEMBER_LEVEL, null);
    expect(bodyOf(MEMBER_LEVEL, { ...values, code: 'gold', name_zh: '金卡', name_en: 'Gold', min_freight: 'abc' })).toEqual({
      error: 'min_freight',
    });
  });
});

describe('the points terms in the admin screens', () => {
  const terms = { id: 1, points_per_unit: 1, point_value: 1, expiry_months: 12 };

  it('is one row edited in place: only what changed is sent', () => {
    expect(MEMBER_POINTS.updateOnly).toBe(true);
    const values = formValues(MEMBER_POINTS, terms);
    expect(values).toEqual({ points_per_unit: '1', point_value: '1', expiry_months: '12' });
    expect(bodyOf(MEMBER_POINTS, { ...values, point_value: '2' }, values)).toEqual({ body: { point_value: 2 } });
  });

  it('names a field left empty or not a whole number', () => {
    const values = formValues(MEMBER_POINTS, terms);
    expect(bodyOf(MEMBER_POINTS, { ...values, expiry_months: '' }, values)).toEqual({ error: 'expiry_months' });
    expect(bodyOf(MEMBER_POINTS, { ...values, points_per_unit: '1.5' }, values)).toEqual({ error: 'points_per_unit' });
  });
});
